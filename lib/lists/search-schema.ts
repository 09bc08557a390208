import { z } from "zod";
import { blankToUndefined, isSlug } from "@/lib/validation/primitives";

export const VERIFICATION_FILTERS = ["verified", "community", "all"] as const;
export const MIN_SCORE_CHOICES = [90, 80, 70] as const;


/** The search filters, as they arrive in a URL (/search or /api/public/search). */
export const searchParamsSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, "Search terms can be at most 200 characters.").optional()),
  category: z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isSlug, "category must be a category slug such as travel.").optional(),
  ),
  verification: z.preprocess(
    blankToUndefined,
    z.enum(VERIFICATION_FILTERS, { error: "verification must be verified, community or all." }).optional(),
  ),
  minScore: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+$/, "minScore must be a whole number from 0 to 100.")
      .transform(Number)
      .pipe(z.number().int().min(0, "minScore must be a whole number from 0 to 100.").max(100, "minScore must be a whole number from 0 to 100."))
      .optional(),
  ),
});

export type SearchFilters = z.output<typeof searchParamsSchema>;

/** The search runs only when at least one filter is set. */
export function hasSearchFilters(filters: SearchFilters): boolean {
  return Boolean(filters.q || filters.category || filters.verification || filters.minScore !== undefined);
}
