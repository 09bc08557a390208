"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

// A sign-in screen failed to render: the error screen in the sign-in card.
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
