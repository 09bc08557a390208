"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

// My Profile failed to render: the error screen inside the site's header and footer.
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
