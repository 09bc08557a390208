"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useAdmin } from "@/components/admin/admin-context";
import { getJson } from "@/components/admin/admin-queries";
import { failureDescription, signInAgainIfLoggedOut, toastFailure, toastSuccess } from "@/components/admin/admin-toast";
import { LoadError } from "@/components/admin/load-error";
import { queryKeys } from "@/components/admin/query-keys";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { Detail } from "./detail";
import { NoteDialog } from "./note-dialog";
import { formatDate } from "@/lib/format";
import { STATUS_STYLES, type SubmissionItem } from "./review-types";
import { StatusFilter } from "./status-filter";

type Status = SubmissionItem["status"];

const FILTERS: { value: Status | ""; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "", label: "All" },
];

/** Lists sent in by visitors: approve one into a draft (opened in the editor) or reject it with a note. */
export function SubmissionsQueue() {
  const { openSection } = useAdmin();
  const [status, setStatus] = useState<Status | "">("pending");
  const invalidate = useInvalidate();
  const { data: items, error, refetch } = useQuery({
    queryKey: queryKeys.submissionsWith(status),
    queryFn: () => getJson<SubmissionItem[]>(`/api/admin/submissions${status ? `?status=${status}` : ""}`),
  });
  // A decision changes the queue and the navigation's count; approving also adds a draft list.
  const refreshAfterDecision = (approved: boolean) =>
    approved
      ? invalidate(queryKeys.submissions, queryKeys.reviewCounts, queryKeys.contentLists, queryKeys.stats)
      : invalidate(queryKeys.submissions, queryKeys.reviewCounts);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<SubmissionItem | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);

  const approve = async (item: SubmissionItem) => {
    setBusyId(item.id);
    try {
      const answer = await apiRequest<{ list: { id: number } }>("POST", `/api/admin/submissions/${item.id}/approve`, {});
      toastSuccess("A draft list was created from it. Finish it in the editor.", "Submission approved");
      refreshAfterDecision(true);
      openSection("content", { edit: String(answer.list.id) });
    } catch (failure) {
      toastFailure(failure, { title: "Failed to approve submission.", sentence: "Please try again.", serverMessageFirst: true });
      refreshAfterDecision(false);
    } finally {
      setBusyId(null);
    }
  };

  const reject = async (item: SubmissionItem, notes: string) => {
    setBusyId(item.id);
    setRejectError(null);
    try {
      await apiRequest("POST", `/api/admin/submissions/${item.id}/reject`, { notes });
      toastSuccess("The note is kept with the submission.", "Submission rejected");
      setRejecting(null);
      refreshAfterDecision(false);
    } catch (failure) {
      if (!signInAgainIfLoggedOut(failure)) setRejectError(failureDescription(failure, { sentence: "Failed to reject submission.", serverMessageFirst: true }));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="submissions-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="submissions-heading" className="font-heading text-2xl font-bold text-ink">
          Submissions
        </h2>
        <StatusFilter label="Show submissions" value={status} options={FILTERS} onChange={setStatus} />
      </div>
      {error && !items ? (
        <LoadError what="the submissions" error={error} onRetry={() => void refetch()} />
      ) : !items ? (
        <p className="text-sm text-ink/75">Loading…</p>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-secondary/25 bg-background px-4 py-6 text-center text-sm text-ink/75">
          {status === "pending" ? "No submissions are waiting for review." : "No submissions found."}
        </p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm" data-testid="submission">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="break-words font-heading text-xl font-bold text-ink">{item.title}</h3>
                  <a href={item.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-sm text-primary underline-offset-4 hover:underline">
                    {item.sourceUrl}
                  </a>
                </div>
                <span className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${STATUS_STYLES[item.status]}`}>{item.status}</span>
              </div>
              {item.description && <p className="mt-3 whitespace-pre-line break-words text-sm leading-relaxed text-ink/85">{item.description}</p>}
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-xs text-ink/75 sm:grid-cols-2">
                {(item.author || item.authorOrg) && <Detail term="Author" value={[item.author, item.authorOrg].filter(Boolean).join(", ")} />}
                {item.topicSuggestions.length > 0 && <Detail term="Suggested topics" value={item.topicSuggestions.join(", ")} />}
                {item.methodology && <Detail term="Methodology" value={item.methodology} />}
                <Detail term="Format" value={item.format} />
                {item.affiliateDisclosure && <Detail term="Affiliate links" value="Disclosed" />}
                <Detail term="Submitted" value={`${formatDate(item.createdAt)}${item.submittedBy ? ` by ${item.submittedBy}` : ""}`} />
                {item.reviewedAt && <Detail term="Reviewed" value={`${formatDate(item.reviewedAt)}${item.reviewedBy ? ` by ${item.reviewedBy}` : ""}`} />}
                {item.reviewNotes && <Detail term="Notes" value={item.reviewNotes} />}
              </dl>
              {item.status === "pending" ? (
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => approve(item)} disabled={busyId === item.id}>
                    {busyId === item.id ? "Approving…" : "Approve"}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => { setRejectError(null); setRejecting(item); }} disabled={busyId === item.id}>
                    Reject
                  </Button>
                </div>
              ) : (
                item.listId && (
                  <Button size="sm" variant="ghost" className="mt-3 -ml-3" onClick={() => openSection("content", { edit: String(item.listId) })}>
                    Open the draft list
                  </Button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
      {rejecting && (
        <NoteDialog
          key={rejecting.id}
          open
          title="Reject Submission"
          description={`Why is "${rejecting.title}" rejected? The note is kept with the submission.`}
          label="Reason"
          confirmLabel="Reject"
          busy={busyId === rejecting.id}
          error={rejectError}
          onConfirm={(note) => reject(rejecting, note)}
          onCancel={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
