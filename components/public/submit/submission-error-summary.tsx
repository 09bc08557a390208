"use client";

import { InfoIcon } from "@/components/ui/icons";

const ERROR_SUMMARY_ID = "submission-error-summary";

/**
 * What went wrong with a posted form, above its fields. The submit button sits a long form below it, so a
 * refused post moves focus here: the page scrolls to it and screen readers read it. `autoFocus` does that
 * on the page the server answers a post without JavaScript with (React writes the attribute into the
 * server's markup only); with JavaScript, `focusErrorSummary` does.
 */
export function SubmissionErrorSummary({ message }: { message: string }) {
  return (
    <div
      id={ERROR_SUMMARY_ID}
      role="alert"
      tabIndex={-1}
      autoFocus
      className="flex gap-3 rounded-xl border border-red-800/30 bg-red-50 p-4 text-sm text-ink outline-none focus-visible:ring-2 focus-visible:ring-red-800/60"
    >
      <InfoIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-800" />
      <div>
        <p className="font-semibold text-red-800">Submission failed</p>
        <p className="mt-0.5">{message}</p>
      </div>
    </div>
  );
}

export function isErrorSummary(element: Element | null): boolean {
  return element?.id === ERROR_SUMMARY_ID;
}

/** Brings the summary on screen into view and gives it focus. */
export function focusErrorSummary({ scroll = true } = {}): void {
  const summary = document.getElementById(ERROR_SUMMARY_ID);
  if (!summary) return;
  if (scroll) summary.scrollIntoView({ block: "center" });
  summary.focus({ preventScroll: true });
}
