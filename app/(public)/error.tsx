"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

// A public page that failed to render, inside the site's header and footer.
export default function PublicError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
