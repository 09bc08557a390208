import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { clearTrendingCache, findTrendingLists, TRENDING_LIMIT } from "@/lib/lists/trending";
import { createList, daysAgo } from "@/tests/support/integration/fixtures";

process.env.TRENDING_CACHE_SECONDS = "0";

const DAY = 86_400_000;
const utcDay = (daysBack: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysBack * DAY);
};

const views = (listId: number, daysBack: number, count: number) => db.listViewDay.create({ data: { listId, day: utcDay(daysBack), views: count } });

let readers: { id: string }[];
const favorite = (listId: number, reader: number, at = new Date()) =>
  db.favorite.create({ data: { listId, userId: readers[reader].id, createdAt: at } });

beforeAll(async () => {
  readers = await Promise.all([1, 2, 3].map((n) => db.user.create({ data: { email: `reader-${n}@example.com` } })));
});

describe("trending", () => {
  it("ranks by recent views and favorites, newer weighing more, ties by quality, then the rest by quality and date", async () => {
    const fav = await createList({ slug: "two-favorites", qualityScore: 50 });
    await favorite(fav.id, 0);
    await favorite(fav.id, 1);
    const recent = await createList({ slug: "ten-views-today", qualityScore: 50 });
    await views(recent.id, 0, 10);
    const tieHigh = await createList({ slug: "tie-quality-90", qualityScore: 90 });
    await views(tieHigh.id, 1, 5);
    const tieLow = await createList({ slug: "tie-quality-60", qualityScore: 60 });
    await views(tieLow.id, 1, 5);
    // 30 views 20 days ago weigh 30 * 0.5^(20/7), about 4: less than 5 views yesterday.
    const older = await createList({ slug: "thirty-views-long-ago", qualityScore: 99 });
    await views(older.id, 20, 30);
    // Outside the 30-day window: no engagement at all.
    const expired = await createList({ slug: "views-too-old", qualityScore: 95 });
    await views(expired.id, 31, 1000);
    const oldFavorite = await createList({ slug: "favorite-too-old", qualityScore: 10 });
    await favorite(oldFavorite.id, 2, daysAgo(40));
    await createList({ slug: "plain-newer", qualityScore: 80, updatedAt: daysAgo(1) });
    await createList({ slug: "plain-older", qualityScore: 80, updatedAt: daysAgo(5) });
    await createList({ slug: "no-score", qualityScore: null });
    const draft = await createList({ slug: "popular-draft", status: "draft", qualityScore: 100 });
    await views(draft.id, 0, 5000);
    await favorite(draft.id, 0);

    expect((await findTrendingLists()).map((list) => list.slug)).toEqual([
      "two-favorites", "ten-views-today", "tie-quality-90", "tie-quality-60", "thirty-views-long-ago",
      "views-too-old", "plain-newer", "plain-older", "favorite-too-old", "no-score",
    ]);
  });

  it("answers at most 20 lists, and keeps the order for a while when caching is on", async () => {
    for (let n = 0; n < 15; n++) await createList({ slug: `filler-${n}`, qualityScore: 30 });
    const lists = await findTrendingLists();
    expect(lists).toHaveLength(TRENDING_LIMIT);
    process.env.TRENDING_CACHE_SECONDS = "60";
    try {
      clearTrendingCache();
      const first = await findTrendingLists();
      const newcomer = await createList({ slug: "newcomer", qualityScore: 100 });
      await views(newcomer.id, 0, 1000);
      expect((await findTrendingLists()).map((list) => list.slug)).toEqual(first.map((list) => list.slug));
      // The lists themselves are read fresh: one unpublished meanwhile is dropped at once.
      await db.contentList.update({ where: { slug: "two-favorites" }, data: { status: "draft" } });
      expect((await findTrendingLists()).map((list) => list.slug)).not.toContain("two-favorites");
      clearTrendingCache();
      expect((await findTrendingLists())[0].slug).toBe("newcomer");
    } finally {
      process.env.TRENDING_CACHE_SECONDS = "0";
    }
  });

  it("finds the top published lists even when drafts hold most of the top scores", async () => {
    // More engaged drafts than the first cut looks at: the answer must still be the best published lists.
    const drafts = await Promise.all(
      Array.from({ length: 210 }, (_, n) => createList({ slug: `busy-draft-${n}`, status: "draft" })),
    );
    await db.listViewDay.createMany({ data: drafts.map((list) => ({ listId: list.id, day: utcDay(0), views: 100_000 })) });
    const lists = await findTrendingLists();
    expect(lists).toHaveLength(TRENDING_LIMIT);
    expect(lists.every((list) => list.status === "published")).toBe(true);
    expect(lists[0].slug).toBe("newcomer");
  });

  // Times are stored as UTC without a zone; the embedded database has one connection, so its zone can be set here.
  it.skipIf(process.env.DATABASE_URL?.startsWith("postgres"))("counts a favorite's age in UTC whatever the database session's time zone", async () => {
    const favored = await createList({ slug: "favored-29-days-ago", qualityScore: 1 });
    await favorite(favored.id, 2, new Date(Date.now() - 29.7 * DAY));
    await db.$executeRawUnsafe("SET TIME ZONE 'Etc/GMT-14'");
    try {
      const slugs = (await findTrendingLists()).map((list) => list.slug);
      expect(slugs.indexOf("favored-29-days-ago")).toBeGreaterThanOrEqual(0);
      expect(slugs.indexOf("favored-29-days-ago")).toBeLessThan(slugs.indexOf("views-too-old"));
    } finally {
      await db.$executeRawUnsafe("SET TIME ZONE 'UTC'");
    }
  });
});
