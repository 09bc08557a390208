import "server-only";
import { findVisibleCategories } from "@/lib/categories/queries";
import { db } from "@/lib/db";
import { cacheArea } from "@/lib/cache/cache-area";
import { memoryStore } from "@/lib/cache/store";
import { cacheTags } from "@/lib/cache/tags";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PublicList } from "./public-list";
import { findPublicListsByIds } from "./public-list-rows";
import type { Page } from "./queries";
import { createMatchSetCache } from "./search-match-sets";
import { filterConditions, findMatchPage, type MatchFilters, type MatchPage } from "./search-matches";
import { prefixTsQuery, type SearchFilters } from "./search-schema";
import { searchCacheTtlMs } from "./search-answers";
import { publishedListSql } from "./published-sql";

export { SEARCH_RANKED_CANDIDATES } from "./search-matches";

export interface SearchOptions extends SearchFilters {
  limit?: number;
  offset?: number;
}

// Which lists a search found (ids in order, and the total) is kept for SEARCH_CACHE_SECONDS, or until a
// write to lists or categories; the lists themselves are always read fresh, published only.
const SEARCH_TAGS = [cacheTags.lists, cacheTags.categories];
const pages = cacheArea<MatchPage>("search-pages", { sizeOf: (page) => page.ids.length * 8 + 64, ttlMs: searchCacheTtlMs });
// The lists matching a set of words change only with a write, which removes them; the ten minutes are a
// backstop. SEARCH_CACHE_SECONDS=0 keeps nothing.
const MATCH_SET_TTL_MS = 10 * 60_000;
const matchSets = createMatchSetCache(() => (searchCacheTtlMs() > 0 ? MATCH_SET_TTL_MS : 0), SEARCH_TAGS);

/** Forgets every remembered search (between tests). */
export function clearSearchCache(): void {
  memoryStore().invalidate(SEARCH_TAGS);
}

/** One key per distinct search: the filters as the search reads them. */
export function searchKey(options: SearchOptions): string {
  return JSON.stringify([
    options.q?.toLowerCase() ?? null,
    options.category ?? null,
    options.verification && options.verification !== "all" ? options.verification : null,
    options.minScore ?? null,
    options.limit ?? 100,
    options.offset ?? 0,
  ]);
}

/**
 * Full-text search over published lists: title, body, author, methodology and expert name (title weighs
 * most), ranked by relevance, with the category, verification and minimum-score filters in the same
 * query. Words match as prefixes ("check" finds "checklist"). Without words, the filtered lists come
 * newest first.
 */
export async function searchLists(options: SearchOptions): Promise<Page<PublicList>> {
  const { ids, total } = await searchListIds(options);
  return { items: await findPublicListsByIds(ids), total };
}

/** The ids of one page of a search, in order, and the total; the lists are read by the caller. */
export async function searchListIds(options: SearchOptions): Promise<MatchPage> {
  const tsquery = options.q ? prefixTsQuery(options.q) : null;
  if (options.q && !tsquery) return { ids: [], total: 0 };
  const filters: MatchFilters = {
    categoryId: options.category ? await visibleCategoryId(options.category) : null,
    verification: options.verification && options.verification !== "all" ? options.verification : null,
    minScore: options.minScore ?? null,
  };
  const limit = options.limit ?? 100;
  const offset = options.offset ?? 0;
  if (!tsquery) return pages.remember(JSON.stringify([null, filters, limit, offset]), SEARCH_TAGS, () => newestMatching(filters, limit, offset));
  const patterns = titlePatterns(options.q!);
  // Without a category the query reads every match of the words; a kept set of them answers instead.
  if (filters.categoryId === null && searchCacheTtlMs() > 0) return matchSets.search(tsquery, patterns, filters, limit, offset);
  return pages.remember(JSON.stringify([tsquery, patterns, filters, limit, offset]), SEARCH_TAGS, () => findMatchPage(tsquery, patterns, filters, limit, offset));
}

/** The id of a visible category by slug (from the cached category bar), -1 when there is none. */
async function visibleCategoryId(slug: string): Promise<number> {
  return (await findVisibleCategories()).find((category) => category.slug === slug)?.id ?? -1;
}

async function newestMatching(filters: MatchFilters, limit: number, offset: number): Promise<MatchPage> {
  const where = Prisma.join([publishedListSql("l"), ...filterConditions("l", filters)], " AND ");
  const [page] = await db.$queryRaw<{ ids: number[]; total: bigint }[]>`
    SELECT (SELECT count(*) FROM content_lists l WHERE ${where}) AS total,
      ARRAY(
        SELECT l.id FROM content_lists l WHERE ${where}
        ORDER BY l."updatedAt" DESC, l.id DESC
        LIMIT ${limit} OFFSET ${offset}
      ) AS ids`;
  return { ids: page.ids, total: Number(page.total) };
}

/**
 * ILIKE patterns for the words of `text`, used only to choose which matches get ranked: a title holding
 * every word (or its stem: "planning" → "plann") is a strong candidate. Ranking itself uses the stemmed
 * search document.
 */
export function titlePatterns(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? [];
  return words.map((word) => `%${word.length > 5 ? word.replace(/(ing|ies|ed|es|s|y)$/u, "") : word}%`);
}
