import { z } from "zod";
import { recordIdParam } from "@/lib/validation/primitives";

export const NOTE_MAX_LENGTH = 2000;

export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export const REPORT_STATUSES = ["pending", "resolved", "dismissed"] as const;

export const submissionIdParams = z.object({ id: recordIdParam("The submission id must be a whole number.") });
export const reportIdParams = z.object({ id: recordIdParam("The report id must be a whole number.") });

export const submissionListQuery = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: `status must be one of: ${SUBMISSION_STATUSES.join(", ")}.` }).optional(),
});

export const reportListQuery = z.object({
  status: z.enum(REPORT_STATUSES, { error: `status must be one of: ${REPORT_STATUSES.join(", ")}.` }).optional(),
});

const note = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters.`);

/** Approving may carry a note for the record; the list itself is edited afterwards in the editor. */
export const approveSubmissionBody = z.object({
  notes: z
    .string({ error: "notes must be text." })
    .trim()
    .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || null),
});

/** A rejection says why. */
export const rejectSubmissionBody = z.object({ notes: note("Please enter a note saying why the submission is rejected.") });

/** Resolving or dismissing a report says what was done about it. */
export const reportDecisionBody = z.object({ note: note("Please enter a note saying what was done about the report.") });
