"use client";

import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";

/** A failed load: what went wrong and a Retry button (never stand-in data). */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const detail = errorMessage(error);
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between">
      <p>
        <span className="font-semibold">Could not load {what}.</span> {detail ?? "Check your connection and try again."}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} className="shrink-0 border-red-300 text-red-900 hover:border-red-500 hover:bg-red-100">
        Retry
      </Button>
    </div>
  );
}
