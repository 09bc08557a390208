import { z } from "zod";
import { optionalText, recordId } from "@/lib/validation/primitives";

// A visitor's report that a list needs attention: the one schema the report dialog and
// POST /api/public/reports share.

export const REPORT_REASONS = [
  { value: "stale", label: "Outdated Information" },
  { value: "broken_links", label: "Broken Links" },
  { value: "coi", label: "Conflict of Interest" },
  { value: "spam", label: "Spam or Low Quality" },
  { value: "other", label: "Other" },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

export const DEFAULT_REPORT_REASON: ReportReason = "stale";
export const REPORT_DESCRIPTION_MAX = 2000;

const REASON_VALUES = REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]];

export const reportSchema = z.object({
  listId: recordId("listId", "a list"),
  reason: z.enum(REASON_VALUES, { error: `reason must be one of: ${REASON_VALUES.join(", ")}.` }).default(DEFAULT_REPORT_REASON),
  description: optionalText("Description", REPORT_DESCRIPTION_MAX),
});

export type ReportInput = z.output<typeof reportSchema>;
