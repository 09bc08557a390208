import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PublicList, PublicListCard } from "./public-list";
import { findPublicListsByIds, findSearchItemsByIds } from "./public-list-rows";
import { cacheArea } from "@/lib/cache/cache-area";
import { memoryStore } from "@/lib/cache/store";
import { cacheTags } from "@/lib/cache/tags";
import { PUBLISHED, publishedListSql } from "./published-sql";

export const TRENDING_LIMIT = 20;
/** Engagement older than this does not count. */
export const TRENDING_WINDOW_DAYS = 30;
/** Engagement loses half its weight every this many days, so newer engagement weighs more. */
export const TRENDING_HALF_LIFE_DAYS = 7;
/** One favorite counts as this many views. */
export const FAVORITE_WEIGHT = 10;
/**
 * Scored lists looked at before the published check: drafts with old views are rare, so the first few
 * hundred by score (with ties) nearly always hold the top 20 published; when they do not, every scored
 * list is checked.
 */
const SCORED_CANDIDATES = 200;

// Trending is the same for every visitor and moves slowly: it is computed at most once a minute per
// server (TRENDING_CACHE_SECONDS, 0 turns it off), in the background once a first answer exists (summing a
// month of views at 100,000 lists takes a few hundred milliseconds); the lists themselves are always read
// fresh. Views change it without announcing a write, so a page or answer showing it is kept in front only
// while the ranking it got is fresh.
const rankings = cacheArea<number[]>("trending", {
  sizeOf: (ids) => ids.length * 8,
  refreshInBackground: true,
  boundsKeptAnswers: true,
  ttlMs: () => {
    const seconds = Number.parseFloat(process.env.TRENDING_CACHE_SECONDS ?? "");
    return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 60) * 1000;
  },
});
const TRENDING_TAGS = [cacheTags.lists];

export function clearTrendingCache(): void {
  memoryStore().invalidate(TRENDING_TAGS);
}

/**
 * Published lists ranked by engagement over the last 30 days (views and favorites, decaying with age),
 * ties broken by quality score, then recency. Lists without engagement follow, by quality then newest.
 */
export async function findTrendingLists(limit = TRENDING_LIMIT): Promise<PublicList[]> {
  return findPublicListsByIds(await trendingIds(limit));
}

/** The same lists as cards: each with its plain-text preview instead of its body. */
export async function findTrendingListCards(limit = TRENDING_LIMIT): Promise<PublicListCard[]> {
  return findSearchItemsByIds(await trendingIds(limit));
}

function trendingIds(limit: number): Promise<number[]> {
  return rankings.remember(String(limit), TRENDING_TAGS, () => rankTrending(limit));
}

async function rankTrending(limit: number): Promise<number[]> {
  const engaged =
    (await engagedPublishedIds(limit, Prisma.sql`FETCH FIRST ${SCORED_CANDIDATES} ROWS WITH TIES`)) ??
    (await engagedPublishedIds(limit, Prisma.empty))!;
  if (engaged.length >= limit) return engaged;
  const fill = await db.contentList.findMany({
    where: { ...PUBLISHED, id: { notIn: engaged } },
    orderBy: [{ qualityScore: { sort: "desc", nulls: "last" } }, { updatedAt: "desc" }, { id: "desc" }],
    select: { id: true },
    take: limit - engaged.length,
  });
  return [...engaged, ...fill.map((row) => row.id)];
}

/**
 * The engaged published lists, best first. With a cut (`FETCH FIRST n ROWS WITH TIES` over the scores),
 * null when the cut left fewer than `limit` published lists although more lists were scored.
 */
async function engagedPublishedIds(limit: number, cut: Prisma.Sql): Promise<number[] | null> {
  const rows = await db.$queryRaw<{ id: number; scored: bigint }[]>`
    WITH engagement AS (
      SELECT "listId", views * power(0.5, ((now() AT TIME ZONE 'UTC')::date - day) / ${TRENDING_HALF_LIFE_DAYS}::float) AS score
      FROM list_view_days
      WHERE day > (now() AT TIME ZONE 'UTC')::date - ${TRENDING_WINDOW_DAYS}::int
      UNION ALL
      SELECT "listId", ${FAVORITE_WEIGHT}::float * power(0.5, extract(epoch FROM (now() AT TIME ZONE 'UTC') - "createdAt") / 86400 / ${TRENDING_HALF_LIFE_DAYS}::float)
      FROM favorites
      WHERE "createdAt" > (now() AT TIME ZONE 'UTC') - make_interval(days => ${TRENDING_WINDOW_DAYS}::int)
    ),
    scores AS MATERIALIZED (SELECT "listId", sum(score) AS score FROM engagement GROUP BY "listId"),
    top AS (SELECT "listId", score FROM scores ORDER BY score DESC ${cut})
    SELECT l.id, (SELECT count(*) FROM scores) AS scored
    FROM top t
    JOIN content_lists l ON l.id = t."listId" AND ${publishedListSql("l")}
    ORDER BY t.score DESC, l."qualityScore" DESC NULLS LAST, l."updatedAt" DESC, l.id DESC
    LIMIT ${limit}`;
  const scored = rows.length ? Number(rows[0].scored) : null;
  if (rows.length < limit && cut !== Prisma.empty && (scored === null || scored > SCORED_CANDIDATES)) return null;
  return rows.map((row) => row.id);
}
