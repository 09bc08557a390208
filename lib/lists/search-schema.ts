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

/**
 * A PostgreSQL tsquery matching every word of `text` as a prefix ("check" finds "checklist"), or null
 * when the text has no searchable words. Words are letters and digits only, so the query is always valid.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}
