"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

// The staff preview failed to render.
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
