import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { publishedListSql } from "./published-sql";

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
}

/** The search filters as SQL conditions on the content_lists row `alias`. */
export function filterConditions(alias: string, filters: MatchFilters): Prisma.Sql[] {
  const column = (name: string) => Prisma.raw(`${alias}."${name}"`);
  const conditions: Prisma.Sql[] = [];
  if (filters.categoryId !== null) conditions.push(Prisma.sql`${column("categoryId")} = ${filters.categoryId}`);
  if (filters.verification !== null) {
    conditions.push(Prisma.sql`${column("verificationStatus")} = ${filters.verification}::"VerificationStatus"`);
  }
  if (filters.minScore !== null) conditions.push(Prisma.sql`${column("qualityScore")} >= ${filters.minScore}`);
  return conditions;
}

// PostgreSQL's planner does not count the cost of decompressing a search document, so for a word most
// lists contain it prefers reading every document (close to a second at 100,000 lists) to the GIN index
// (tens of milliseconds). These settings, for the search's own transaction only, keep the match on the index.
const MATCH_SETTINGS = Prisma.sql`SELECT set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true),
  set_config('work_mem', '32MB', true)`;

/**
 * One page of the published lists matching `tsquery` and the filters, and how many there are, in one
 * query: matches in candidate order (title holds the words, quality, newest, id), the first
 * SEARCH_RANKED_CANDIDATES of them reordered by relevance (equal relevance keeps candidate order).
 */
export async function findMatchPage(tsquery: string, patterns: string[], filters: MatchFilters, limit: number, offset: number): Promise<MatchPage> {
  // A page wholly past the ranked candidates lies in the rest, which keeps candidate order: nothing to rank.
  const ranked = offset < SEARCH_RANKED_CANDIDATES ? SEARCH_RANKED_CANDIDATES : 0;
  const query = Prisma.sql`to_tsquery('english', ${tsquery})`;
  const where = Prisma.join([publishedListSql("l"), Prisma.sql`l."searchVector" @@ ${query}`, ...filterConditions("l", filters)], " AND ");
  const [, [page]] = await db.$transaction([
    db.$queryRaw`${MATCH_SETTINGS}`,
    db.$queryRaw<{ total: bigint; ids: number[] }[]>`
      WITH found AS MATERIALIZED (
        SELECT l.id, l.title ILIKE ALL (${patterns}::text[]) AS "inTitle", l."qualityScore", l."updatedAt"
        FROM content_lists l
        WHERE ${where}
      ), candidates AS (
        SELECT c.id, c.position
        FROM unnest(ARRAY(
          SELECT id FROM found
          ORDER BY "inTitle" DESC, "qualityScore" DESC NULLS LAST, "updatedAt" DESC, id DESC
          LIMIT ${Math.max(offset + limit, ranked)}
        )) WITH ORDINALITY AS c(id, position)
      )
      SELECT (SELECT count(*) FROM found) AS total,
        ARRAY(
          SELECT c.id FROM candidates c
          ORDER BY c.position > ${ranked},
            CASE WHEN c.position <= ${ranked} THEN (
              SELECT ts_rank_cd(${RANK_WEIGHTS}::float4[], l."searchVector", ${query}) FROM content_lists l WHERE l.id = c.id
            ) END DESC NULLS LAST,
            c.position
          LIMIT ${limit} OFFSET ${offset}
        ) AS ids`,
  ]);
  return { ids: page.ids, total: Number(page.total) };
}
