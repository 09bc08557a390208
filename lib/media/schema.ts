import { z } from "zod";
import { blankToUndefined, recordIdParam, wholeNumberText } from "@/lib/validation/primitives";

/** The media library's type filter: the first part of a MIME type ("application" is shown as Documents). */
export const MEDIA_KINDS = ["image", "video", "application"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** GET /api/admin/media: q (name contains), type, limit, offset. */
export const mediaQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, "q can be at most 200 characters.").optional()),
  type: z.preprocess(blankToUndefined, z.enum(MEDIA_KINDS, { error: "type must be image, video or application." }).optional()),
  limit: z.preprocess(blankToUndefined, wholeNumberText("limit", 1, 500).default(200)),
  offset: z.preprocess(blankToUndefined, wholeNumberText("offset", 0, 10_000_000).default(0)),
});

export type MediaQuery = z.output<typeof mediaQuerySchema>;

/** DELETE /api/admin/media/{id}: the id, and whether to clear the file's uses rather than refuse. */
export const mediaIdParams = z.object({ id: recordIdParam("The media id must be a whole number.") });
export const deleteMediaQuerySchema = z.object({
  detach: z.preprocess(blankToUndefined, z.enum(["true", "false"], { error: "detach must be true or false." }).optional()).transform((value) => value === "true"),
});
