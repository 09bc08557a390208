// The review queue's items as the admin calls answer them: the data layer's types in their JSON form.

import type { JsonAnswer } from "@/lib/json-types";
import type { findReports } from "@/lib/moderation/reports";
import type { findSubmissions } from "@/lib/moderation/submissions";

export type SubmissionItem = JsonAnswer<typeof findSubmissions>["items"][number];
export type ReportItem = JsonAnswer<typeof findReports>["items"][number];

export const STATUS_STYLES: Record<string, string> = {
  pending: "bg-accent/25 text-secondary",
  approved: "bg-emerald-100 text-emerald-900",
  resolved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  dismissed: "bg-ink/5 text-ink/80",
};
