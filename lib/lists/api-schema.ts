import { z } from "zod";
import { searchParamsSchema } from "./search-schema";

// Query and path parameters of the public list calls.
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;
export const MAX_OFFSET = 10_000_000;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
};

export const pagingSchema = z.object({
  limit: z.preprocess(blankToUndefined, wholeNumber("limit", 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  offset: z.preprocess(blankToUndefined, wholeNumber("offset", 0, MAX_OFFSET).default(0)),
});

/** GET /api/public/content-lists: category (slug), expert (handle), free (true/false), limit, offset. */
export const contentListsQuerySchema = pagingSchema.extend({
  category: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(/^[a-z0-9-]+$/, "category must be a category slug such as travel.").optional(),
  ),
  expert: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(/^[a-z0-9-]+$/, "expert must be an expert handle such as maya-chen.").optional(),
  ),
  free: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"], { error: "free must be true or false." })
      .transform((value) => value === "true")
      .optional(),
  ),
});

/** GET /api/public/search: the search filters of /search plus limit and offset. */
export const searchQuerySchema = searchParamsSchema.extend(pagingSchema.shape);

export const slugParamsSchema = z.object({ slug: z.string().min(1) });
export const handleParamsSchema = z.object({ handle: z.string().min(1) });

/** A list id in a path: a whole number. One beyond the id column's range cannot exist, so it reads as 0 (not found). */
export const listIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d+$/, "id must be a whole number, the list's id.")
    .transform((value) => {
      const id = Number(value);
      return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : 0;
    }),
});
