import { z } from "zod";
import { optionalText, recordId } from "@/lib/validation/primitives";
import { DEFAULT_REPORT_REASON, REPORT_DESCRIPTION_MAX, REPORT_REASONS, type ReportReason } from "./reasons";

// A visitor's report that a list needs attention: the one schema POST /api/public/reports and the report
// dialog's no-JavaScript action share.

export { REPORT_REASONS };

const REASON_VALUES = REPORT_REASONS.map((reason) => reason.value) as [ReportReason, ...ReportReason[]];

export const reportSchema = z.object({
  listId: recordId("listId", "a list"),
  reason: z.enum(REASON_VALUES, { error: `reason must be one of: ${REASON_VALUES.join(", ")}.` }).default(DEFAULT_REPORT_REASON),
  description: optionalText("Description", REPORT_DESCRIPTION_MAX),
});

export type ReportInput = z.output<typeof reportSchema>;
