import "server-only";
import { z } from "zod";
import { HttpError } from "@/lib/http/errors";
import { checkRateLimit, rateLimits } from "@/lib/rate-limit";
import type { SearchItem } from "./public-list-rows";
import { searchLists } from "./search";
import { searchParamsSchema, type SearchFilters } from "./search-schema";
import { pageNumberSchema } from "./topic-filter-schema";

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

export type SearchPageOutcome =
  | { kind: "results"; total: number; items: SearchItem[]; suggestion: string | null }
  /** The client ran more searches than the rate limit allows: the page says when to try again. */
  | { kind: "limited"; message: string; headers: Record<string, string> };

/** One page of a /search query for `client`, counted against the same rate limit as the search API. */
export async function searchForPage(filters: SearchFilters, page: number, pageSize: number, client: string): Promise<SearchPageOutcome> {
  try {
    await checkRateLimit(rateLimits.search, client);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return { kind: "limited", message: error.message, headers: error.headers ?? {} };
    throw error;
  }
  const { total, items, suggestion } = await searchLists({ ...filters, limit: pageSize, offset: (page - 1) * pageSize });
  return { kind: "results", total, items, suggestion };
}
