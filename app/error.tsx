"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

// A page outside the public and admin areas (profile, sign-in) that failed to render.
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
