import { z } from "zod";
import { blankToUndefined, isHandle, isSlug, lookupParam, recordIdParam, wholeNumberText } from "@/lib/validation/primitives";
import { searchParamsSchema } from "./search-schema";

// Query and path parameters of the public list calls.
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 10_000;

export const pagingSchema = z.object({
  limit: z.preprocess(blankToUndefined, wholeNumberText("limit", 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  offset: z.preprocess(blankToUndefined, wholeNumberText("offset", 0, MAX_OFFSET).default(0)),
});

/** GET /api/public/content-lists: category (slug), expert (handle), free (true/false), limit, offset. */
export const contentListsQuerySchema = pagingSchema.extend({
  category: z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isSlug, "category must be a category slug such as travel.").optional(),
  ),
  expert: z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isHandle, "expert must be an expert handle such as maya-chen.").optional(),
  ),
  free: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"], { error: "free must be true or false." })
      .transform((value) => value === "true")
      .optional(),
  ),
});

/** GET /api/public/search: the search filters of /search plus limit and offset (items: every list field but `content`, plus `preview`). */
export const searchQuerySchema = searchParamsSchema.extend(pagingSchema.shape);

export const slugParamsSchema = z.object({ slug: lookupParam() });
export const handleParamsSchema = z.object({ handle: lookupParam(isHandle) });

/** A list id in a path. */
export const listIdParamsSchema = z.object({ id: recordIdParam("id must be a whole number, the list's id.") });
