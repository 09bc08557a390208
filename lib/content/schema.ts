import { z } from "zod";
import { blankToUndefined, httpUrl, isImageAddress, isoDateTime, recordId, recordIdParam, slugSchema, wholeNumberText } from "@/lib/validation/primitives";

// The list body the editor sends (POST creates, PATCH changes only the fields present). Shared by the
// editor's form and the route handlers, so both say the same thing about the same mistake.

export const LIST_STATUSES = ["draft", "published"] as const;
export const VERIFICATION_STATUSES = ["community", "verified"] as const;
export const DEFAULT_QUALITY_SCORE = 50;
export const TITLE_MAX_LENGTH = 300;
export const CONTENT_MAX_LENGTH = 500_000;
export const MAX_COLOR_OPTIONS = 20;

/** Optional text: trimmed; blank reads as null (cleared). */
const nullableText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, `${name} can be at most ${max} characters.`)
    .transform((value) => (value === "" ? null : value))
    .nullable();

/** An image address: one of ours ("/uploads/...") or an http(s) address; blank reads as null. */
const imageAddress = z.preprocess(
  (value) => blankToUndefined(value) ?? null,
  z
    .string({ error: "imageUrl must be an address." })
    .trim()
    .max(2000, "imageUrl can be at most 2000 characters.")
    .refine(isImageAddress, "imageUrl must be a site path (/...) or an http(s) address.")
    .nullable(),
);

const optionalRecordId = (name: string, what: string) => z.preprocess((value) => (value === "" ? null : value), recordId(name, what).nullable());

/** A list as POST /api/admin/content-lists takes it: title and slug required, everything else takes its default. */
export const listBodySchema = z.object({
  title: z.string({ error: "Please enter a title." }).trim().min(1, "Please enter a title.").max(TITLE_MAX_LENGTH, `A title can be at most ${TITLE_MAX_LENGTH} characters.`),
  slug: z.string({ error: "Please enter a URL slug." }).pipe(slugSchema),
  content: z.string({ error: "content must be text." }).max(CONTENT_MAX_LENGTH, `The content can be at most ${CONTENT_MAX_LENGTH} characters.`).optional(),
  categoryId: optionalRecordId("categoryId", "a category").optional(),
  expertId: optionalRecordId("expertId", "an expert").optional(),
  author: nullableText("author", 200).optional(),
  authorOrg: nullableText("authorOrg", 200).optional(),
  imageUrl: imageAddress.optional(),
  sourceUrl: z.preprocess((value) => blankToUndefined(value) ?? null, httpUrl("The source address").nullable()).optional(),
  methodology: nullableText("methodology", 5000).optional(),
  verificationStatus: z.enum(VERIFICATION_STATUSES, { error: "verificationStatus must be community or verified." }).optional(),
  qualityScore: z
    .number({ error: "The quality score must be a whole number from 0 to 100." })
    .int("The quality score must be a whole number from 0 to 100.")
    .min(0, "The quality score must be a whole number from 0 to 100.")
    .max(100, "The quality score must be a whole number from 0 to 100.")
    .optional(),
  affiliateDisclosure: z.boolean({ error: "affiliateDisclosure must be true or false." }).optional(),
  lastVerifiedAt: z.preprocess((value) => blankToUndefined(value) ?? null, isoDateTime("lastVerifiedAt").nullable()).optional(),
  isFree: z.boolean({ error: "isFree must be true or false." }).optional(),
  isFavorite: z.boolean({ error: "isFavorite must be true or false." }).optional(),
  status: z.enum(LIST_STATUSES, { error: "status must be draft or published." }).optional(),
  colorOptions: z
    .array(z.string({ error: "Each colour option must be text." }).trim().min(1, "A colour option cannot be blank.").max(50, "A colour option can be at most 50 characters."), {
      error: "colorOptions must be a list of text.",
    })
    .max(MAX_COLOR_OPTIONS, `At most ${MAX_COLOR_OPTIONS} colour options.`)
    .optional(),
});

/** PATCH /api/admin/content-lists/{id}: only the fields present change. */
export const updateListSchema = listBodySchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Send at least one field to change.");

export type CreateListInput = z.output<typeof listBodySchema>;
export type UpdateListInput = z.output<typeof updateListSchema>;

export const LIST_PAGE_SIZE = 10;

/** GET /api/admin/content-lists: q (title contains, any case), category (an id, or "none"), page from 1. */
export const listQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, "q can be at most 200 characters.").optional()),
  category: z.preprocess(
    blankToUndefined,
    z.union([z.literal("none"), wholeNumberText("category", 1, 2_147_483_647)], { error: "category must be a category id or none." }).optional(),
  ),
  page: z.preprocess(blankToUndefined, wholeNumberText("page", 1, 1_000_000).default(1)),
});

export type ListQuery = z.output<typeof listQuerySchema>;

export const listIdParamsSchema = z.object({ id: recordIdParam("The list id must be a whole number.") });
export const versionParamsSchema = z.object({
  id: recordIdParam("The list id must be a whole number."),
  versionId: recordIdParam("The version id must be a whole number."),
});
