import { z } from "zod";
import { NOTE_MAX_LENGTH } from "@/lib/moderation/schema";
import { recordIdParam, wholeNumberText } from "@/lib/validation/primitives";

export const REVERIFICATION_PAGE_SIZE = 50;

/** GET /api/admin/reverification: one page of the queue, oldest first. */
export const reverificationQuery = z.object({
  page: z.preprocess((value) => (value === "" ? undefined : value), wholeNumberText("page", 1, 10_000).default(1)),
});

export const verifyListParams = z.object({ id: recordIdParam("The list id must be a whole number.") });

/** POST /api/admin/content-lists/{id}/verify: an optional note, kept on the reports it resolves. */
export const verifyListBody = z.object({
  note: z
    .string({ error: "note must be text." })
    .trim()
    .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || null),
});
