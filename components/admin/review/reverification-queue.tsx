"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useAdmin } from "@/components/admin/admin-context";
import { getPage } from "@/components/admin/admin-queries";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toast";
import { LoadError } from "@/components/admin/load-error";
import { Pager } from "@/components/admin/pager";
import { queryKeys } from "@/components/admin/query-keys";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { formatTimeAgo } from "@/lib/time-ago";
import type { JsonAnswer } from "@/lib/json-types";
import { REPORT_REASONS } from "@/lib/reports/schema";
import type { findListsDueForReverification } from "@/lib/reverification/due";
import { REVERIFICATION_PAGE_SIZE } from "@/lib/reverification/schema";
import { Detail } from "./detail";

type DueItem = JsonAnswer<typeof findListsDueForReverification>["items"][number];

const reasonLabel = (reason: string) => REPORT_REASONS.find((candidate) => candidate.value === reason)?.label ?? reason;

/** Why a list is due, in one line. */
function dueReason(item: DueItem): string {
  const reports = item.openReports.length;
  const age = item.lastVerifiedAt
    ? `Last verified ${formatTimeAgo(item.lastVerifiedAt)}`
    : `Never verified; published ${item.publishedAt ? formatTimeAgo(item.publishedAt) : "long ago"}`;
  const reported = `${reports} open ${reports === 1 ? "report" : "reports"} about stale content or broken links`;
  if (item.pastDue && reports > 0) return `${age}, and ${reported}`;
  return item.pastDue ? age : reported;
}

/** Published lists due for re-verification, the longest due first: Mark verified confirms a list is current. */
export function ReverificationQueue() {
  const { can, openSection } = useAdmin();
  const [page, setPage] = useState(1);
  const url = `/api/admin/reverification${page > 1 ? `?page=${page}` : ""}`;
  const invalidate = useInvalidate();
  const { data, error, refetch } = useQuery({ queryKey: queryKeys.reverificationPage(page), queryFn: () => getPage<DueItem>(url), placeholderData: keepPreviousData });
  const [verifying, setVerifying] = useState<number | null>(null);
  const mayVerify = can("content.verify");

  const markVerified = async (item: DueItem) => {
    setVerifying(item.id);
    try {
      const answer = await apiRequest<{ resolvedReports: number }>("POST", `/api/admin/content-lists/${item.id}/verify`, {});
      const resolved = answer.resolvedReports;
      toastSuccess(`${item.title}${resolved ? `: ${resolved} ${resolved === 1 ? "report" : "reports"} resolved` : ""}`, "Marked verified");
      invalidate(queryKeys.reverification, queryKeys.stats, queryKeys.reports, queryKeys.reviewCounts);
    } catch (failure) {
      toastFailure(failure, { title: "Failed to mark verified.", sentence: "Please try again.", serverMessageFirst: true });
    } finally {
      setVerifying(null);
    }
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / REVERIFICATION_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="reverification-heading" className="space-y-4" data-testid="reverification-queue">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reverification-heading" className="font-heading text-2xl font-bold text-ink">
          Due for re-verification
        </h2>
        {data && <p className="text-sm text-ink/75">{data.total === 1 ? "1 list" : `${data.total} lists`}, the longest due first</p>}
      </div>
      {error && !data ? (
        <LoadError what="the lists due for re-verification" error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <p className="text-sm text-ink/75">Loading…</p>
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-secondary/25 bg-background px-4 py-6 text-center text-sm text-ink/75">
          Every published list is verified and has no open reports about stale content.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {data.items.map((item) => (
            <li key={item.id} className="rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm" data-testid="due-list">
              <p className="text-xs font-semibold uppercase tracking-wider text-secondary">Due since {formatDate(item.dueSince)}</p>
              <h3 className="mt-1 break-words font-heading text-xl font-bold text-ink">{item.title}</h3>
              <p className="mt-2 text-sm text-ink/85">{dueReason(item)}</p>
              {item.openReports.length > 0 && (
                <ul className="mt-3 space-y-2 border-l-2 border-accent/50 pl-3" aria-label={`Open reports on ${item.title}`}>
                  {item.openReports.map((report) => (
                    <li key={report.id} className="text-xs text-ink/80">
                      <dl className="grid gap-0.5">
                        <Detail term={reasonLabel(report.reason)} value={`reported ${formatDate(report.createdAt)}`} />
                        {report.description && <Detail term="Details" value={report.description} />}
                      </dl>
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-4 flex flex-wrap gap-2">
                {mayVerify && (
                  <Button size="sm" disabled={verifying !== null} onClick={() => void markVerified(item)} aria-label={`Mark verified: ${item.title}`}>
                    {verifying === item.id ? "Marking…" : "Mark verified"}
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => openSection("content", { edit: String(item.id) })}>
                  Edit list
                </Button>
                <a href={`/lists/${item.slug}`} target="_blank" rel="noopener noreferrer" className="inline-flex h-9 items-center px-3 text-xs font-semibold text-primary underline-offset-4 hover:underline">
                  View on site
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager label="Pages of lists due for re-verification" page={page} pageCount={pageCount} onPage={setPage} />
    </section>
  );
}
