"use client";

import { ErrorPanel } from "@/components/ui/error-panel";

// The panel failed to render: try again, or start over from the dashboard.
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main className="min-h-screen bg-secondary/5">
      <ErrorPanel error={error} retry={retry} homeHref="/admin" homeLabel="Back to the Dashboard" />
    </main>
  );
}
