"use client";

import { useActionState, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FlagIcon } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { reportListAction } from "@/lib/reports/report-action";
import { DEFAULT_REPORT_REASON, REPORT_DESCRIPTION_MAX, REPORT_REASONS, type ReportReason } from "@/lib/reports/reasons";

/** Opens or closes a dialog by the browser's own invoker commands, so it works before and without JavaScript. */
const invokes = (dialogId: string, command: "show-modal" | "close") => ({ commandfor: dialogId, command }) as Record<string, string>;

/** Browsers without invoker commands run the same command from a click handler once JavaScript runs. */
const lacksInvokerCommands = () => typeof HTMLButtonElement !== "undefined" && !("commandForElement" in HTMLButtonElement.prototype);

// Without JavaScript the post reloads the list page, whose report card is far down on a phone; the post's
// address ends in this fragment, so the browser scrolls to the answer rather than the top of the page.
const ANSWER_ID = "report-answer";

/**
 * "Report This List": a modal dialog (the browser's own <dialog>, so focus is trapped and Escape closes
 * it) that sends listId, reason and description to POST /api/public/reports. Without JavaScript the
 * buttons still open and close it, and the form posts to a server action doing the same, whose answer
 * shows under the button.
 */
export function ReportListDialog({ listId, listTitle }: { listId: number; listTitle: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason>(DEFAULT_REPORT_REASON);
  const [description, setDescription] = useState("");
  const [sending, setSending] = useState(false);
  const [posted, formAction] = useActionState(reportListAction, null, `#${ANSWER_ID}`);
  const titleId = useId();
  const dialogId = `${titleId}-dialog`;
  const descriptionId = useId();

  function reset() {
    setReason(DEFAULT_REPORT_REASON);
    setDescription("");
  }

  function close() {
    dialogRef.current?.close();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await apiRequest("POST", "/api/public/reports", { listId, reason, description: description.trim() });
      toast({ title: "Report submitted", description: "Thank you for helping us maintain quality content." });
      close();
    } catch {
      toast({ title: "Failed to submit report", description: "Please try again later.", variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        aria-haspopup="dialog"
        {...invokes(dialogId, "show-modal")}
        onClick={() => {
          if (lacksInvokerCommands()) dialogRef.current?.showModal();
        }}
      >
        <FlagIcon className="h-4 w-4" />
        Report This List
      </Button>
      {posted && (
        <p id={ANSWER_ID} role="status" className={`mt-3 scroll-mt-16 rounded-lg border p-3 text-sm ${posted.ok ? "border-primary/30 bg-primary/5 text-ink" : "border-red-800/30 bg-red-50 text-red-800"}`}>
          <span className="font-semibold">{posted.ok ? "Report submitted" : "Failed to submit report"}</span> {posted.message}
        </p>
      )}
      <dialog
        id={dialogId}
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={reset}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-secondary/15 bg-background p-0 text-ink shadow-2xl backdrop:bg-secondary/60 backdrop:backdrop-blur-[2px]"
      >
        <form action={formAction} onSubmit={onSubmit} className="p-6 sm:p-8">
          <input type="hidden" name="listId" value={listId} />
          <h2 id={titleId} className="font-heading text-3xl font-bold text-primary">
            Report This List
          </h2>
          <p id={descriptionId} className="mt-2 text-sm leading-relaxed text-ink/80">
            Tell our editors what is wrong with <span className="font-semibold text-ink">{listTitle}</span>. Reports are reviewed by a
            person.
          </p>
          <fieldset className="mt-6">
            <legend className="text-xs font-semibold uppercase tracking-wider text-secondary">Reason</legend>
            <div className="mt-3 grid gap-2">
              {REPORT_REASONS.map((option) => (
                <label key={option.value} className="report-option">
                  <input
                    type="radio"
                    name="reason"
                    value={option.value}
                    checked={reason === option.value}
                    onChange={() => setReason(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={`${titleId}-details`} className="mt-6 block text-xs font-semibold uppercase tracking-wider text-secondary">
            Details <span className="font-normal normal-case tracking-normal text-ink/80">(optional)</span>
          </label>
          <textarea
            id={`${titleId}-details`}
            name="description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={4}
            maxLength={REPORT_DESCRIPTION_MAX}
            placeholder="What should our editors check?"
            className="mt-2 w-full rounded-lg border border-secondary/25 bg-background px-3 py-2 text-sm text-ink placeholder:text-ink/70 focus:border-primary"
          />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="ghost"
              {...invokes(dialogId, "close")}
              onClick={() => {
                if (lacksInvokerCommands()) close();
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? "Submitting…" : "Submit Report"}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
