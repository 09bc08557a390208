"use client";

import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/components/admin/admin-queries";
import { queryKeys } from "@/components/admin/query-keys";
import type { countReviewQueue } from "@/lib/moderation/reports";
import type { JsonAnswer } from "@/lib/json-types";

/** The Review tab's number: pending submissions plus open reports, refreshed after each decision. */
export function ReviewCountBadge({ selected }: { selected: boolean }) {
  const { data } = useQuery({
    queryKey: queryKeys.reviewCounts,
    queryFn: () => getJson<JsonAnswer<typeof countReviewQueue>>("/api/admin/review-counts"),
  });
  if (!data) return null;
  const total = data.pendingSubmissions + data.openReports;
  if (total === 0) return null;
  return (
    <span
      className={`pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 rounded-full px-2 py-0.5 text-xs font-bold ${selected ? "bg-background text-primary" : "bg-primary text-background"}`}
      title={`${data.pendingSubmissions} pending submissions, ${data.openReports} open reports`}
      data-testid="review-count"
    >
      {total}
      <span className="sr-only"> waiting for review: {data.pendingSubmissions} submissions, {data.openReports} reports</span>
    </span>
  );
}
