import "server-only";
import { database, db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { publishedListSql } from "./published-sql";
import type { MatchQuery } from "./search-query";

/**
 * How many of a search's matches are ranked by relevance: the ones whose title holds the words, then the
 * best rated. A word most lists contain ("check") matches tens of thousands of lists, and reading every
 * document to rank it would take longer than the whole answer may; beyond these, matches follow by title
 * match, quality and date.
 */
export const SEARCH_RANKED_CANDIDATES = 200;

// ts_rank_cd weights for D (body), C (methodology), B (author, expert), A (title): one title occurrence
// outweighs fifty in the body, so a title match outranks a body match.
const RANK_WEIGHTS = "{0.02,0.1,0.3,1.0}";

export interface MatchFilters {
  /** A category id; -1 for a category that does not exist or is hidden (nothing matches). */
  categoryId: number | null;
  verification: "verified" | "community" | null;
  minScore: number | null;
}

export interface MatchPage {
  ids: number[];
  total: number;
  /** How many matched the words as typed (all of them when no word was corrected). */
  exactTotal: number;
}

/**
 * The search filters as SQL conditions on the content_lists row `alias`. With `indexed` false (a search
 * with words) the verification and score conditions are written so that no index can serve them (see
 * MATCH_SETTINGS), and the category as the category-and-document GIN index reads it (categoryInIndex).
 */
export function filterConditions(alias: string, filters: MatchFilters, indexed = true): Prisma.Sql[] {
  const column = (name: string) => Prisma.raw(`${alias}."${name}"`);
  const conditions: Prisma.Sql[] = [];
  if (filters.categoryId !== null) {
    conditions.push(indexed ? Prisma.sql`${column("categoryId")} = ${filters.categoryId}` : categoryInIndex(alias, filters.categoryId));
  }
  if (filters.verification !== null) {
    conditions.push(
      indexed
        ? Prisma.sql`${column("verificationStatus")} = ${filters.verification}::"VerificationStatus"`
        : Prisma.sql`${column("verificationStatus")}::text = ${filters.verification}`,
    );
  }
  if (filters.minScore !== null) {
    conditions.push(indexed ? Prisma.sql`${column("qualityScore")} >= ${filters.minScore}` : Prisma.sql`${column("qualityScore")} + 0 >= ${filters.minScore}`);
  }
  return conditions;
}

/**
 * The category condition as content_lists_category_search_idx holds it: that GIN index over the category
 * and the search document answers "the lists of this category holding these words" without reading a
 * document. The category's B-tree indexes cannot serve the expression, so the planner, which does not count
 * the cost of reading documents, cannot pick them and test the words on every list of the category.
 */
function categoryInIndex(alias: string, categoryId: number): Prisma.Sql {
  return Prisma.sql`coalesce(${Prisma.raw(`${alias}."categoryId"`)}, 0) = ${categoryId}`;
}

// PostgreSQL's planner does not count the cost of decompressing a search document: it would rather read
// the document of every list a filter index finds, or of every list, than ask the GIN index which lists
// match. For a word most lists contain, with a verification or score filter alone, that took 0.6-2 s at
// 100,000 lists instead of about 0.1 s. So there are no sequential scans in the search's own transaction, and
// the verification and score filters (each keeps about half the lists) may use the filter index only
// together with a category, where it narrows the documents to read to that category's matching lists.
const MATCH_SETTINGS = Prisma.sql`SELECT set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true),
  set_config('work_mem', '32MB', true)`;

/** Runs `query` in a transaction with MATCH_SETTINGS; answers its rows. */
export async function withMatchSettings<Row>(query: Prisma.Sql): Promise<Row[]> {
  const [, rows] = await db.$transaction([db.$queryRaw`${MATCH_SETTINGS}`, db.$queryRaw<Row[]>(query)]);
  return rows;
}

/**
 * Runs a query over the matches of a search: with a category, alone (the category-and-document index
 * keeps the planner on the matching lists of that category, and one round trip costs the server about a
 * fifth of Prisma's four-statement transaction); without one, with MATCH_SETTINGS.
 */
async function queryMatches<Row>(query: Prisma.Sql, filters: MatchFilters): Promise<Row[]> {
  return filters.categoryId === null ? withMatchSettings<Row>(query) : database.query<Row>(query.text, query.values, { prepared: true });
}

/** The published lists whose search document matches the query (its prefixes written as words), as a condition on `l`. */
export function matchCondition(query: MatchQuery): Prisma.Sql {
  return Prisma.sql`${publishedListSql("l", { indexed: false })} AND l."searchVector" @@ ${query.matchTsquery}::tsquery`;
}

/** Whether the title holds every word pattern: a key of candidate order. */
export function inTitle(patterns: string[]): Prisma.Sql {
  return Prisma.sql`l.title ILIKE ALL (${patterns}::text[])`;
}

/**
 * Whether the list `l` matches the words as typed: the first key of candidate order. Asked of a GIN index
 * as a set of ids (of the category's lists when `categoryId` is given), so no document is read for it.
 */
export function exactMatch(query: MatchQuery, categoryId: number | null = null): Prisma.Sql {
  if (query.exactMatchTsquery === null) return Prisma.sql`true`;
  const inCategory = categoryId === null ? Prisma.empty : Prisma.sql`AND ${categoryInIndex("e", categoryId)}`;
  return Prisma.sql`l.id IN (SELECT e.id FROM content_lists e WHERE e."searchVector" @@ ${query.exactMatchTsquery}::tsquery ${inCategory})`;
}

/** Candidate order over rows with "exact", "inTitle", "qualityScore", "updatedAt" and id. */
export const CANDIDATE_ORDER = Prisma.raw(`"exact" DESC, "inTitle" DESC, "qualityScore" DESC NULLS LAST, "updatedAt" DESC, id DESC`);

// Added to the relevance of a list that matches the words as typed, so it ranks above every list found
// only through a corrected word (ts_rank_cd stays far below it).
const EXACT_MATCH_BONUS = 1000;

/** The relevance of the list `id` to the query. */
export function rankOf(id: Prisma.Sql, query: MatchQuery): Prisma.Sql {
  const bonus = query.exactTsquery === null
    ? Prisma.sql`0`
    : Prisma.sql`CASE WHEN r."searchVector" @@ to_tsquery('english', ${query.exactTsquery}) THEN ${Prisma.raw(String(EXACT_MATCH_BONUS))} ELSE 0 END`;
  return Prisma.sql`(SELECT ts_rank_cd(${RANK_WEIGHTS}::float4[], r."searchVector", to_tsquery('english', ${query.tsquery})) + ${bonus}
    FROM content_lists r WHERE r.id = ${id})`;
}

/**
 * One page of the published lists matching the query and the filters, and how many there are, in one
 * query: matches in candidate order (words as typed, title holds the words, quality, newest, id), the
 * first SEARCH_RANKED_CANDIDATES of them reordered by relevance (equal relevance keeps candidate order).
 */
export async function findMatchPage(query: MatchQuery, filters: MatchFilters, limit: number, offset: number): Promise<MatchPage> {
  // A page wholly past the ranked candidates lies in the rest, which keeps candidate order: nothing to rank.
  const ranked = offset < SEARCH_RANKED_CANDIDATES ? SEARCH_RANKED_CANDIDATES : 0;
  const where = Prisma.join([matchCondition(query), ...filterConditions("l", filters, false)], " AND ");
  const [page] = await queryMatches<{ total: bigint | string; exactTotal: bigint | string; ids: number[] }>(Prisma.sql`
    WITH found AS MATERIALIZED (
      SELECT l.id, ${exactMatch(query, filters.categoryId)} AS "exact", ${inTitle(query.patterns)} AS "inTitle", l."qualityScore", l."updatedAt"
      FROM content_lists l
      WHERE ${where}
    ), candidates AS (
      SELECT c.id, c.position
      FROM unnest(ARRAY(SELECT id FROM found ORDER BY ${CANDIDATE_ORDER} LIMIT ${Math.max(offset + limit, ranked)}))
        WITH ORDINALITY AS c(id, position)
    )
    SELECT (SELECT count(*) FROM found) AS total, (SELECT count(*) FROM found WHERE "exact") AS "exactTotal",
      ARRAY(
        SELECT c.id FROM candidates c
        ORDER BY c.position > ${ranked}, CASE WHEN c.position <= ${ranked} THEN ${rankOf(Prisma.raw("c.id"), query)} END DESC NULLS LAST, c.position
        LIMIT ${limit} OFFSET ${offset}
      ) AS ids`, filters);
  return { ids: page.ids, total: Number(page.total), exactTotal: Number(page.exactTotal) };
}
