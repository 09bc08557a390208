"use client";

import { useEffect } from "react";
import { onReviewQueue } from "@/components/admin/admin-events";
import { useApiResource } from "@/components/admin/use-api-resource";

/** The Review tab's number: pending submissions plus open reports, refreshed after each decision. */
export function ReviewCountBadge({ selected }: { selected: boolean }) {
  const { data, reload } = useApiResource<{ pendingSubmissions: number; openReports: number }>("/api/admin/review-counts");
  useEffect(() => onReviewQueue(reload), [reload]);
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
