// The public pages from the page cache, against two production servers on one PostgreSQL database: an
// edit committed anywhere shows on the next request of either server, a missing list is a real 404 that
// turns into the list once it is published, and a page served from cache runs no query.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitChange } from "@/lib/cache/commit-change";
import { cacheTags } from "@/lib/cache/tags";
import { listChangeTags, listTags } from "@/lib/content/list-references";
import type { Prisma } from "@/lib/generated/prisma/client";
import { rankedListStateSelect } from "@/lib/lists/related-pools";
import { hasProductionBuild, startAppServer, type AppServer } from "@/tests/support/integration/app-server";
import { createCategory, createExpert, createList } from "@/tests/support/integration/fixtures";

const onPostgres = process.env.DATABASE_URL?.startsWith("postgres") ?? false;

describe.skipIf(!onPostgres || !hasProductionBuild())("public pages from the page cache, on two instances", () => {
  let first: AppServer;
  let second: AppServer;

  beforeAll(async () => {
    [first, second] = await Promise.all([startAppServer(process.env.DATABASE_URL!), startAppServer(process.env.DATABASE_URL!)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  });

  const page = async (server: AppServer, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    return {
      status: response.status,
      /** Set only on an answer kept in front of Next.js (lib/http/kept-responses.ts). */
      age: response.headers.get("age"),
      cacheControl: response.headers.get("cache-control"),
      etag: response.headers.get("etag"),
      cacheTags: response.headers.get("cache-tag")?.split(",") ?? [],
      rewrite: response.headers.get("x-middleware-rewrite"),
      html: await response.text(),
    };
  };

  /** Asks until the answer comes from the copy kept in front of Next.js (it is kept once compressed). */
  const keptPage = async (server: AppServer, path: string) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await page(server, path);
      if (answer.age !== null) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${path} was never answered from a kept copy`);
  };

  /**
   * A write made by this test's process reaches each server by NOTIFY, milliseconds after the commit returns:
   * asks until the server answers as one that heard it (afresh, by default), for at most five seconds.
   */
  const pageOnceHeard = async (server: AppServer, path: string, heard = (answer: Awaited<ReturnType<typeof page>>) => answer.age === null) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const answer = await page(server, path);
      if (heard(answer) || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  /** Renames a list the way every write does: through commitChange, naming what changed. */
  const renameList = (list: { id: number; slug: string; categoryId: number | null; expertId: number | null }, title: string) =>
    commitChange(null, async (tx) => ({
      result: await tx.contentList.update({ where: { id: list.id }, data: { title } }),
      tags: listTags(list),
    }));

  /** Changes a list as the editor's save does: naming what its states before and after touch. */
  const editList = (id: number, data: Prisma.ContentListUpdateInput) =>
    commitChange(null, async (tx) => {
      const before = await tx.contentList.findUniqueOrThrow({ where: { id }, select: { ...rankedListStateSelect, slug: true } });
      const after = await tx.contentList.update({ where: { id }, data, select: { ...rankedListStateSelect, slug: true } });
      return { result: after, tags: await listChangeTags(tx, before, after) };
    });

  it("shows an edit on the next request of the same instance and of the other", async () => {
    const list = await createList({ title: "Original title" });
    for (const server of [first, second]) {
      expect((await page(server, `/lists/${list.slug}`)).html).toContain("Original title");
      const cached = await keptPage(server, `/lists/${list.slug}`);
      expect(cached.html).toContain("Original title");
    }
    await renameList(list, "Edited title");
    for (const server of [first, second]) {
      const fresh = await pageOnceHeard(server, `/lists/${list.slug}`);
      // The edit removed the kept copy on both instances: this answer comes from Next.js.
      expect(fresh.age).toBeNull();
      expect(fresh.html).toContain("Edited title");
      expect(fresh.html).not.toContain("Original title");
    }
    const home = await page(second, "/");
    expect(home.html).toContain("Edited title");
  }, 60_000);

  it("answers a missing list with the full List Not Found page, then the list once it is published", async () => {
    const slug = "published-later";
    for (const attempt of [1, 2]) {
      const missing = await page(first, `/lists/${slug}`);
      expect(missing.status, `attempt ${attempt}`).toBe(404);
      expect(missing.html).toContain("List Not Found");
      // The whole public page: header, category bar and footer around the message.
      expect(missing.html).toContain("Skip to main content");
      expect(missing.html).toContain("</footer>");
    }
    await commitChange(null, async (tx) => ({
      result: await tx.contentList.create({
        data: { title: "Published later", slug, content: "<p>Now public.</p>", status: "published", publishedAt: new Date() },
      }),
      tags: [cacheTags.listSlug(slug), cacheTags.lists],
    }));
    for (const server of [first, second]) {
      const found = await pageOnceHeard(server, `/lists/${slug}`, (answer) => answer.status === 200);
      expect(found.status).toBe(200);
      expect(found.html).toContain("Published later");
    }
  }, 60_000);

  it("runs no query for a public page served from cache, and none for a repeated 404", async () => {
    const category = await createCategory({ name: "Cached Topic", slug: "cached-topic" });
    const expert = await createExpert({ name: "Cached Curator", handle: "cached-curator" });
    const list = await createList({ title: "Cached list", categoryId: category.id, expertId: expert.id });
    const paths = [
      "/",
      `/lists/${list.slug}`,
      "/topics/cached-topic",
      "/topics/cached-topic?sort=title&type=free",
      "/curators/cached-curator",
      "/trending",
      "/lists/no-such-list",
      "/topics/no-such-topic",
      "/rss.xml",
      "/sitemap.xml",
      "/api/public/content-lists",
      `/api/public/content-lists/${list.slug}`,
      "/api/public/content-lists/no-such-list",
      `/api/public/lists/${list.id}/related`,
      "/api/public/curators/cached-curator",
      "/api/public/curators/no-such-curator",
      "/api/public/experts",
      "/api/public/categories",
      "/api/public/trending",
    ];
    // The first request renders and fills the caches; the second is the first from them.
    for (const path of paths) await page(first, path);
    for (const path of paths) await page(first, path);
    const before = await first.queryCount();
    for (const path of paths) {
      const again = await page(first, path);
      expect(again.status, path).toBeLessThan(500);
    }
    expect(await first.queryCount()).toBe(before);
  }, 60_000);

  it("keeps the filters of a topic page apart in the cache", async () => {
    const category = await createCategory({ name: "Filtered Topic", slug: "filtered-topic" });
    await createList({ title: "Zebra free", categoryId: category.id, isFree: true });
    await createList({ title: "Aardvark premium", categoryId: category.id, isFree: false });
    const all = await page(first, "/topics/filtered-topic");
    expect(all.html).toContain("Zebra free");
    expect(all.html).toContain("Aardvark premium");
    const free = await page(first, "/topics/filtered-topic?type=free");
    // Served inside this process: an absolute rewrite address would be fetched over HTTP again.
    expect(free.rewrite).toMatch(/^\/topics\/filtered-topic\/f\//);
    expect(free.html).toContain("Zebra free");
    expect(free.html).not.toContain("Aardvark premium");
    const bad = await page(first, "/topics/filtered-topic?type=cheap");
    expect(bad.html).toContain("type must be all, free or premium.");
  }, 60_000);

  it("keeps a topic's other list pages when a list far down it is edited, and drops them once they would pick it", async () => {
    const topic = await createCategory({ name: "Ranked Topic", slug: "ranked-topic" });
    const leaders = [];
    for (const [n, qualityScore] of [95, 90, 85, 80].entries()) leaders.push(await createList({ title: `Leader ${n}`, categoryId: topic.id, qualityScore }));
    const low = await createList({ title: "Far down", categoryId: topic.id, qualityScore: 10 });
    const paths = leaders.map((list) => `/lists/${list.slug}`);
    for (const path of paths) await page(first, path);
    for (const path of paths) await keptPage(first, path);
    await keptPage(first, "/topics/ranked-topic");

    await editList(low.id, { title: "Far down, renamed" });
    // The topic page lists it: once that is answered afresh, the server has heard the edit.
    expect((await pageOnceHeard(first, "/topics/ranked-topic")).html).toContain("Far down, renamed");
    for (const path of paths) expect((await page(first, path)).age, path).not.toBeNull();

    await editList(low.id, { qualityScore: 99 });
    for (const path of paths) {
      const fresh = await pageOnceHeard(first, path);
      expect(fresh.age, path).toBeNull();
      expect(fresh.html).toContain("Far down, renamed");
    }
  }, 60_000);

  it("draws a list's share picture again once the list is edited, and keeps it until then", async () => {
    const list = await createList({ title: "Pictured for sharing" });
    const html = (await page(first, `/lists/${list.slug}`)).html;
    const picture = new URL(html.match(/<meta property="og:image" content="([^"]+)"/)![1].replaceAll("&amp;", "&")).pathname;
    await page(first, picture);
    const kept = await keptPage(first, picture);
    expect(kept.cacheTags).toContain(`list:${list.id}`);

    await renameList(list, "Pictured for sharing, renamed");
    const drawn = await pageOnceHeard(first, picture);
    expect(drawn.status).toBe(200);
    expect(drawn.age).toBeNull();
    expect(drawn.etag).not.toBe(kept.etag);
  }, 60_000);

  it("keeps a list page only until its verification line would read differently", async () => {
    const list = await createList({ title: "Verified a day ago, nearly", lastVerifiedAt: new Date(Date.now() - 86_400_000 + 3_000) });
    const path = `/lists/${list.slug}`;
    expect((await page(first, path)).html).toMatch(/Last verified .*\(<!-- -->today<!-- -->\)|\(today\)/);
    await keptPage(first, path);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const later = await page(first, path);
    expect(later.age).toBeNull();
    expect(later.html).toMatch(/\((<!-- -->)?yesterday(<!-- -->)?\)/);
  }, 60_000);

  it("dates the home page in the sitemap anew once the site settings change", async () => {
    const sitemap = "/sitemaps/pages-1.xml";
    await page(first, sitemap);
    await keptPage(first, sitemap);
    const later = new Date(Date.now() + 86_400_000);
    await commitChange(null, async (tx) => {
      const live = await tx.siteSettings.findFirst({ orderBy: { id: "asc" }, select: { id: true } });
      const data = { tagline: "A new tagline", updatedAt: later };
      return { result: live ? await tx.siteSettings.update({ where: { id: live.id }, data }) : await tx.siteSettings.create({ data }), tags: [cacheTags.settings] };
    });
    const redated = await pageOnceHeard(first, sitemap);
    expect(redated.age).toBeNull();
    expect(redated.html).toContain(`/</loc><lastmod>${later.toISOString()}</lastmod>`);
  }, 60_000);

  it("leaves other hot pages served from memory when one list is edited, and tells caches to revalidate", async () => {
    const [topicA, topicB] = [await createCategory({ name: "Edited Topic", slug: "edited-topic" }), await createCategory({ name: "Quiet Topic", slug: "quiet-topic" })];
    const [curatorA, curatorB] = [await createExpert({ name: "Edited Curator", handle: "edited-curator" }), await createExpert({ name: "Quiet Curator", handle: "quiet-curator" })];
    const edited = await createList({ title: "The edited one", categoryId: topicA.id, expertId: curatorA.id });
    const quiet = await Promise.all([1, 2, 3].map((n) => createList({ title: `Quiet list ${n}`, categoryId: topicB.id, expertId: curatorB.id })));
    const hot = [
      `/lists/${edited.slug}`,
      "/topics/edited-topic",
      `/api/public/content-lists/${edited.slug}`,
      ...quiet.map((list) => `/lists/${list.slug}`),
      "/curators/quiet-curator",
      "/topics/quiet-topic",
      "/topics/quiet-topic?sort=title",
      `/api/public/content-lists/${quiet[0].slug}`,
      `/api/public/lists/${quiet[0].id}/related`,
      "/api/public/curators/quiet-curator",
    ];
    const editedCount = 3;
    for (const path of hot) await page(first, path);
    for (const path of hot) await keptPage(first, path);

    const kept = await page(first, `/lists/${quiet[0].slug}`);
    expect(kept.cacheControl).toBe("public, no-cache");
    expect(kept.cacheTags).toContain(`list:${quiet[0].id}`);
    expect((await fetch(`${first.url}/lists/${quiet[0].slug}`, { headers: { "if-none-match": kept.etag! } })).status).toBe(304);

    await renameList(edited, "The edited one, renamed");
    // The edited list's own page is answered afresh once the server has heard the edit.
    const renamedPage = await pageOnceHeard(first, hot[0]);
    expect(renamedPage.age).toBeNull();
    expect(renamedPage.html).toContain("The edited one, renamed");
    const before = await first.queryCount();
    let fromMemory = 0;
    for (const path of hot.slice(editedCount)) if ((await page(first, path)).age !== null) fromMemory += 1;
    expect(fromMemory).toBe(hot.length - editedCount);
    expect(await first.queryCount()).toBe(before);
    for (const path of hot.slice(1, editedCount)) {
      const renamed = await page(first, path);
      expect(renamed.age).toBeNull();
      expect(renamed.html).toContain("The edited one, renamed");
    }
  }, 60_000);
});
