import { z } from "zod";
import { searchParamsSchema, type SearchFilters } from "@/lib/lists/search-schema";
import { pageNumberSchema } from "@/lib/lists/topic-filter-schema";

export interface SearchPageInput {
  /** Null when a filter is not valid: the page then explains instead of searching. */
  filters: SearchFilters | null;
  page: number;
  errors: string[];
}

/** The /search query parameters through the same schema as the search API, plus the page number. */
export function readSearchPage(raw: Record<string, string | undefined>): SearchPageInput {
  const errors: string[] = [];
  const parsed = searchParamsSchema.safeParse({ q: raw.q, category: raw.category, verification: raw.verification, minScore: raw.minScore });
  if (!parsed.success) {
    const { fieldErrors } = z.flattenError(parsed.error);
    errors.push(...Object.values(fieldErrors as Record<string, string[]>).flat());
  }
  const page = pageNumberSchema.safeParse(raw.page);
  if (!page.success) errors.push(page.error.issues[0]?.message ?? "page must be a whole number from 1.");
  return { filters: parsed.success ? parsed.data : null, page: page.success ? page.data : 1, errors };
}
