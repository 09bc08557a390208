"use client";

import { UnavailableScreen } from "@/components/public/unavailable-screen";

// A page that failed to render (the database unreachable, say) inside the site's layout.
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <UnavailableScreen reset={reset} />;
}
