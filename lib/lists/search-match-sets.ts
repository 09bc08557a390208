import "server-only";
import { database } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { cacheArea } from "@/lib/cache/cache-area";
import { CANDIDATE_ORDER, exactMatch, inTitle, matchCondition, rankOf, SEARCH_RANKED_CANDIDATES, withMatchSettings, type MatchFilters, type MatchPage } from "./search-matches";
import type { MatchQuery } from "./search-query";

/**
 * A cache in front of findMatchPage for searches without a category: every published list matching one
 * set of words, in candidate order, with what the filters need, so every verification, score and page of
 * the same words shares one read of their matches while it is kept. Without a category the query reads
 * every match of the words (about 80,000 lists for "check" at 100,000), 30-230 ms each time; a kept set
 * answers in well under a millisecond plus the ranking of its candidates. It answers what findMatchPage
 * answers (the tests compare them).
 */
interface MatchSet {
  ids: Int32Array;
  categoryIds: Int32Array; // 0: no category
  verified: Uint8Array;
  quality: Int16Array; // -1: no score
  exact: Uint8Array; // 1: matches the words as typed
  ranks: Map<number, number>;
}

export function createMatchSetCache(ttlMs: () => number, tags: readonly string[]) {
  // Refreshed in the background once expired, so a popular word never makes a visitor wait for its lookup.
  const sets = cacheArea<MatchSet>("search-match-sets", {
    // Five typed arrays per match, and a rank for each ranked candidate.
    sizeOf: (set) => set.ids.length * 12 + set.ranks.size * 40,
    ttlMs,
    refreshInBackground: true,
  });

  async function search(query: MatchQuery, filters: MatchFilters, limit: number, offset: number): Promise<MatchPage> {
    const set = await sets.remember(JSON.stringify([query.tsquery, query.exactTsquery, query.patterns]), tags, () => loadMatchSet(query));
    const positions = filterPositions(set, filters);
    const total = positions.length;
    const exactTotal = positions.reduce((count, position) => count + set.exact[position], 0);
    const ranked = positions.slice(0, SEARCH_RANKED_CANDIDATES);
    // A page wholly past the ranked candidates lies in the rest, which keeps candidate order.
    if (offset >= ranked.length) return { ids: positions.slice(offset, offset + limit).map((position) => set.ids[position]), total, exactTotal };
    await rankCandidates(set, query, ranked);
    // Relevance first; equal relevance keeps candidate order.
    ranked.sort((a, b) => set.ranks.get(set.ids[b])! - set.ranks.get(set.ids[a])! || a - b);
    const order = offset + limit <= ranked.length ? ranked : ranked.concat(positions.slice(ranked.length));
    return { ids: order.slice(offset, offset + limit).map((position) => set.ids[position]), total, exactTotal };
  }

  async function rankCandidates(set: MatchSet, query: MatchQuery, positions: number[]) {
    const missing = positions.map((position) => set.ids[position]).filter((id) => !set.ranks.has(id));
    if (missing.length === 0) return;
    // Each rank reads one list by its key: no plan to steer, so one round trip without MATCH_SETTINGS.
    const ranking = Prisma.sql`SELECT m.id, ${rankOf(Prisma.raw("m.id"), query)} AS rank FROM unnest(${missing}::int[]) AS m(id)`;
    const rows = await database.query<{ id: number; rank: number }>(ranking.text, ranking.values);
    // A list deleted since the set was read ranks last; it is not published any more and drops from the page.
    for (const row of rows) set.ranks.set(row.id, row.rank ?? -1);
  }

  return { search };
}

function filterPositions(set: MatchSet, filters: MatchFilters): number[] {
  const positions: number[] = [];
  const wantVerified = filters.verification === null ? -1 : filters.verification === "verified" ? 1 : 0;
  const minScore = filters.minScore ?? -1;
  for (let position = 0; position < set.ids.length; position++) {
    if (filters.categoryId !== null && set.categoryIds[position] !== filters.categoryId) continue;
    if (wantVerified !== -1 && set.verified[position] !== wantVerified) continue;
    if (minScore >= 0 && set.quality[position] < minScore) continue;
    positions.push(position);
  }
  return positions;
}

async function loadMatchSet(query: MatchQuery): Promise<MatchSet> {
  // One text value, "id,category,verified,quality,exact;..." in candidate order: a single sort in PostgreSQL
  // and one string to read here, instead of tens of thousands of rows.
  const [row] = await withMatchSettings<{ matches: string | null }>(Prisma.sql`
    SELECT string_agg(concat_ws(',', id, coalesce("categoryId", 0), ("verificationStatus" = 'verified')::int, coalesce("qualityScore", -1), "exact"::int), ';'
      ORDER BY ${CANDIDATE_ORDER}) AS matches
    FROM (
      SELECT l.id, l."categoryId", l."verificationStatus", l."qualityScore", l."updatedAt", ${exactMatch(query)} AS "exact",
        ${inTitle(query.patterns)} AS "inTitle"
      FROM content_lists l WHERE ${matchCondition(query)}
    ) found`);
  return parseMatches(row?.matches ?? "");
}

function parseMatches(text: string): MatchSet {
  let count = text ? 1 : 0;
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) === 59) count++; // ";"
  const set: MatchSet = {
    ids: new Int32Array(count),
    categoryIds: new Int32Array(count),
    verified: new Uint8Array(count),
    quality: new Int16Array(count),
    exact: new Uint8Array(count),
    ranks: new Map(),
  };
  let row = 0;
  let field = 0;
  let value = 0;
  let negative = false;
  const store = () => {
    const number = negative ? -value : value;
    if (field === 0) set.ids[row] = number;
    else if (field === 1) set.categoryIds[row] = number;
    else if (field === 2) set.verified[row] = number;
    else if (field === 3) set.quality[row] = number;
    else set.exact[row] = number;
    value = 0;
    negative = false;
  };
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 44) {
      store(); // ","
      field++;
    } else if (code === 59) {
      store(); // ";"
      row++;
      field = 0;
    } else if (code === 45) negative = true; // "-"
    else value = value * 10 + (code - 48);
  }
  if (count > 0) store();
  return set;
}
