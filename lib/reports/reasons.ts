// The report reasons and limits, without the schema: the report dialog ships to every list page's
// browser, and the schema would bring zod with it.

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
