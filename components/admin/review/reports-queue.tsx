"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useAdmin } from "@/components/admin/admin-context";
import { getJson } from "@/components/admin/admin-queries";
import { failureDescription, signInAgainIfLoggedOut, toastSuccess } from "@/components/admin/admin-toast";
import { LoadError } from "@/components/admin/load-error";
import { queryKeys } from "@/components/admin/query-keys";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { REPORT_REASONS } from "@/lib/reports/schema";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { Detail } from "./detail";
import { NoteDialog } from "./note-dialog";
import { formatDate } from "@/lib/format";
import { STATUS_STYLES, type ReportItem } from "./review-types";
import { StatusFilter } from "./status-filter";

type Status = ReportItem["status"];
type Decision = "resolve" | "dismiss";

const FILTERS: { value: Status | ""; label: string }[] = [
  { value: "pending", label: "Open" },
  { value: "resolved", label: "Resolved" },
  { value: "dismissed", label: "Dismissed" },
  { value: "", label: "All" },
];

const reasonLabel = (reason: string) => REPORT_REASONS.find((candidate) => candidate.value === reason)?.label ?? reason;

const DECISIONS: Record<Decision, { title: string; confirm: string; label: string; done: string; failed: string }> = {
  resolve: { title: "Resolve Report", confirm: "Resolve", label: "What was fixed", done: "Report resolved", failed: "Failed to resolve report." },
  dismiss: { title: "Dismiss Report", confirm: "Dismiss", label: "Why nothing needs fixing", done: "Report dismissed", failed: "Failed to dismiss report." },
};

/** Problems visitors reported on lists: resolve (something was fixed) or dismiss, each with a note. */
export function ReportsQueue() {
  const { openSection } = useAdmin();
  const [status, setStatus] = useState<Status | "">("pending");
  const invalidate = useInvalidate();
  const { data: items, error, refetch } = useQuery({
    queryKey: queryKeys.reportsWith(status),
    queryFn: () => getJson<ReportItem[]>(`/api/admin/reports${status ? `?status=${status}` : ""}`),
  });
  const [deciding, setDeciding] = useState<{ report: ReportItem; decision: Decision } | null>(null);
  const [busy, setBusy] = useState(false);
  const [decisionError, setDecisionError] = useState<string | null>(null);

  const decide = async (report: ReportItem, decision: Decision, note: string) => {
    setBusy(true);
    setDecisionError(null);
    try {
      await apiRequest("POST", `/api/admin/reports/${report.id}/${decision}`, { note });
      toastSuccess(`"${report.list.title}": the note is kept with the report.`, DECISIONS[decision].done);
      setDeciding(null);
      // Stale and broken-link reports also put a list in the re-verification queue.
      invalidate(queryKeys.reports, queryKeys.reviewCounts, queryKeys.reverification, queryKeys.stats);
    } catch (failure) {
      if (!signInAgainIfLoggedOut(failure)) setDecisionError(failureDescription(failure, { sentence: DECISIONS[decision].failed, serverMessageFirst: true }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="reports-heading" className="font-heading text-2xl font-bold text-ink">
          Reports
        </h2>
        <StatusFilter label="Show reports" value={status} options={FILTERS} onChange={setStatus} />
      </div>
      {error && !items ? (
        <LoadError what="the reports" error={error} onRetry={() => void refetch()} />
      ) : !items ? (
        <p className="text-sm text-ink/75">Loading…</p>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-secondary/25 bg-background px-4 py-6 text-center text-sm text-ink/75">
          {status === "pending" ? "No open reports." : "No reports found."}
        </p>
      ) : (
        <ul className="space-y-3">
          {items.map((report) => (
            <li key={report.id} className="rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm" data-testid="report">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wider text-secondary">{reasonLabel(report.reason)}</p>
                  <h3 className="mt-1 break-words font-heading text-xl font-bold text-ink">{report.list.title}</h3>
                </div>
                <span className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${STATUS_STYLES[report.status]}`}>
                  {report.status === "pending" ? "open" : report.status}
                </span>
              </div>
              {report.description && <p className="mt-3 whitespace-pre-line break-words text-sm leading-relaxed text-ink/85">{report.description}</p>}
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-xs text-ink/75 sm:grid-cols-2">
                <Detail term="Reported" value={`${formatDate(report.createdAt)}${report.reportedBy ? ` by ${report.reportedBy}` : ""}`} />
                {report.resolvedAt && <Detail term={report.status === "dismissed" ? "Dismissed" : "Resolved"} value={`${formatDate(report.resolvedAt)}${report.resolvedBy ? ` by ${report.resolvedBy}` : ""}`} />}
                {report.resolutionNote && <Detail term="Note" value={report.resolutionNote} />}
              </dl>
              <div className="mt-4 flex flex-wrap gap-2">
                {report.status === "pending" && (
                  <>
                    <Button size="sm" onClick={() => { setDecisionError(null); setDeciding({ report, decision: "resolve" }); }}>
                      Resolve
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => { setDecisionError(null); setDeciding({ report, decision: "dismiss" }); }}>
                      Dismiss
                    </Button>
                  </>
                )}
                <Button size="sm" variant="ghost" onClick={() => openSection("content", { edit: String(report.list.id) })}>
                  Edit list
                </Button>
                {report.list.status === "published" && (
                  <a href={`/lists/${report.list.slug}`} target="_blank" rel="noopener noreferrer" className="inline-flex h-9 items-center px-3 text-xs font-semibold text-primary underline-offset-4 hover:underline">
                    View on site
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {deciding && (
        <NoteDialog
          key={`${deciding.report.id}-${deciding.decision}`}
          open
          title={DECISIONS[deciding.decision].title}
          description={`Report on "${deciding.report.list.title}": ${reasonLabel(deciding.report.reason)}.`}
          label={DECISIONS[deciding.decision].label}
          confirmLabel={DECISIONS[deciding.decision].confirm}
          busy={busy}
          error={decisionError}
          onConfirm={(note) => decide(deciding.report, deciding.decision, note)}
          onCancel={() => setDeciding(null)}
        />
      )}
    </section>
  );
}
