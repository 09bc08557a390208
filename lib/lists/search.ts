import "server-only";
import { db } from "@/lib/db";
import { cacheArea } from "@/lib/cache/cache-area";
import { memoryStore } from "@/lib/cache/store";
import { cacheTags } from "@/lib/cache/tags";
import { Prisma } from "@/lib/generated/prisma/client";
import { findSearchItemsByIds, type SearchItem } from "./public-list-rows";
import { publishedListSql } from "./published-sql";
import type { Page } from "./queries";
import { searchCacheTtlMs } from "./search-answers";
import { findCorrections } from "./search-corrections";
import { createMatchSetCache } from "./search-match-sets";
import { filterConditions, findMatchPage, type MatchFilters, type MatchPage } from "./search-matches";
import { findPrefixQueries } from "./search-prefixes";
import { matchQueryOf, queryWords } from "./search-query";
import type { SearchFilters } from "./search-schema";

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
// The visible categories' ids by slug, for the category filter, until a category write (or as long as a search is kept).
const visibleCategoryIds = cacheArea<Map<string, number>>("search-category-ids", { sizeOf: (ids) => ids.size * 64, ttlMs: searchCacheTtlMs });
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

export interface SearchPage extends MatchPage {
  /** The words with each misspelling corrected, when the corrections found lists the words as typed do not. */
  suggestion: string | null;
}

/**
 * Full-text search over published lists: title, body, author, methodology and expert name (title weighs
 * most), ranked by relevance, with the category, verification and minimum-score filters in the same
 * query. Words match as prefixes ("check" finds "checklist"); a misspelled word also finds what its
 * correction finds, ranked below what the words as typed find. Without words, the filtered lists come
 * newest first. Items carry a plain-text preview instead of the body.
 */
export async function searchLists(options: SearchOptions): Promise<Page<SearchItem> & { suggestion: string | null }> {
  const { ids, total, suggestion } = await searchListIds(options);
  return { items: await findSearchItemsByIds(ids), total, suggestion };
}

/** The ids of one page of a search, in order, the total and a suggestion; the lists are read by the caller. */
export async function searchListIds(options: SearchOptions): Promise<SearchPage> {
  const words = options.q ? queryWords(options.q) : [];
  if (options.q && words.length === 0) return { ids: [], total: 0, exactTotal: 0, suggestion: null };
  const filters: MatchFilters = {
    categoryId: options.category ? await visibleCategoryId(options.category) : null,
    verification: options.verification && options.verification !== "all" ? options.verification : null,
    minScore: options.minScore ?? null,
  };
  const limit = options.limit ?? 100;
  const offset = options.offset ?? 0;
  if (words.length === 0) {
    const page = await pages.remember(JSON.stringify([null, filters, limit, offset]), SEARCH_TAGS, () => newestMatching(filters, limit, offset));
    return { ...page, suggestion: null };
  }
  const corrections = await findCorrections(words);
  const prefixes = await findPrefixQueries([...words, ...[...corrections.values()].map((correction) => correction.word)]);
  const query = matchQueryOf(words, corrections, prefixes);
  // Without a category the query reads every match of the words; a kept set of them answers instead.
  const page = filters.categoryId === null && searchCacheTtlMs() > 0
    ? await matchSets.search(query, filters, limit, offset)
    : await pages.remember(JSON.stringify([query.tsquery, query.exactTsquery, query.patterns, filters, limit, offset]), SEARCH_TAGS, () => findMatchPage(query, filters, limit, offset));
  const exactTotal = query.typedMatchNothing ? 0 : page.exactTotal;
  return { ...page, exactTotal, suggestion: page.total > exactTotal ? query.corrected : null };
}

/** The id of a visible category by slug, -1 when there is none. */
async function visibleCategoryId(slug: string): Promise<number> {
  const ids = await visibleCategoryIds.remember("all", [cacheTags.categories], async () => {
    const categories = await db.category.findMany({ where: { isVisible: true }, select: { id: true, slug: true } });
    return new Map(categories.map((category) => [category.slug, category.id]));
  });
  return ids.get(slug) ?? -1;
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
  return { ids: page.ids, total: Number(page.total), exactTotal: Number(page.total) };
}
