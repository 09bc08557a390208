import { beforeAll, describe, expect, it } from "vitest";
import { GET as getTopicFeed } from "@/app/(public)/topics/[slug]/rss.xml/route";
import { GET as getCategories } from "@/app/api/public/categories/route";
import { GET as getListBySlug } from "@/app/api/public/content-lists/[slug]/route";
import { GET as getLists } from "@/app/api/public/content-lists/route";
import { GET as getCurator } from "@/app/api/public/curators/[handle]/route";
import { GET as getRelated } from "@/app/api/public/lists/[id]/related/route";
import { GET as search } from "@/app/api/public/search/route";
import { GET as getTrending } from "@/app/api/public/trending/route";
import { GET as getFeed } from "@/app/rss.xml/route";
import { GET as getChildSitemap } from "@/app/sitemaps/[file]/route";
import { db } from "@/lib/db";
import { call, createCategory, createExpert, createList } from "@/tests/support/integration/fixtures";

// The words "zanzibar" and the draft's slug appear only in the draft, so any answer holding them leaked it.
process.env.SEARCH_CACHE_SECONDS = "0";
process.env.TRENDING_CACHE_SECONDS = "0";

let draft: { id: number; slug: string };
let published: { id: number; slug: string };
let user: { id: string };

beforeAll(async () => {
  const category = await createCategory({ name: "Travel", slug: "travel" });
  await createCategory({ name: "Hidden Topic", slug: "hidden-topic", isVisible: false });
  const expert = await createExpert({ name: "Maya Chen", handle: "maya-chen" });
  published = await createList({ slug: "visible-list", title: "Visible List", categoryId: category.id, expertId: expert.id, qualityScore: 40 });
  draft = await createList({
    slug: "secret-draft", title: "Zanzibar Draft", status: "draft", categoryId: category.id, expertId: expert.id, qualityScore: 99,
    content: "<p>Zanzibar spice tour.</p>",
  });
  // A draft with the most engagement of all must still never trend.
  await db.listViewDay.create({ data: { listId: draft.id, day: new Date(new Date().toISOString().slice(0, 10)), views: 5000 } });
  user = await db.user.create({ data: { email: "reader@example.com" } });
  await db.favorite.create({ data: { userId: user.id, listId: draft.id } });
});

const leaks = (text: string) => text.includes("secret-draft") || /zanzibar/i.test(text);

describe("a draft list never leaves the server", () => {
  it("is absent from content-lists, with or without filters, and its address answers 404", async () => {
    for (const query of ["", "?category=travel", "?expert=maya-chen", "?free=false", "?limit=100"]) {
      const answer = await call(getLists, `/api/public/content-lists${query}`);
      expect(leaks(answer.text), query).toBe(false);
      expect(answer.headers.get("x-total-count"), query).toBe("1");
    }
    const detail = await call(getListBySlug, "/api/public/content-lists/secret-draft", { slug: draft.slug });
    expect(detail.status).toBe(404);
  });

  it("is not found by search, by words or by filters", async () => {
    for (const query of ["q=zanzibar", "q=draft", "q=spice&category=travel", "minScore=90", "category=travel", "verification=community"]) {
      const answer = await call(search, `/api/public/search?${query}`);
      expect(leaks(answer.text), query).toBe(false);
    }
    expect((await call(search, "/api/public/search?q=zanzibar")).headers.get("x-total-count")).toBe("0");
  });

  it("has no related lists (404) and is never related to another list", async () => {
    expect((await call(getRelated, `/api/public/lists/${draft.id}/related`, { id: String(draft.id) })).status).toBe(404);
    const related = await call(getRelated, `/api/public/lists/${published.id}/related`, { id: String(published.id) });
    expect(related.status).toBe(200);
    expect(leaks(related.text)).toBe(false);
  });

  it("never trends, however many views and favorites it has", async () => {
    const answer = await call<{ slug: string }[]>(getTrending, "/api/public/trending");
    expect(answer.body.map((list) => list.slug)).toEqual(["visible-list"]);
  });

  it("is not on its curator's page", async () => {
    const answer = await call<{ lists: { slug: string }[] }>(getCurator, "/api/public/curators/maya-chen", { handle: "maya-chen" });
    expect(answer.body.lists.map((list) => list.slug)).toEqual(["visible-list"]);
    expect(leaks(answer.text)).toBe(false);
  });

  it("is in no sitemap and no feed", async () => {
    const sitemap = await call(getChildSitemap, "/sitemaps/lists-1.xml", { file: "lists-1.xml" });
    expect(sitemap.text).toContain("/lists/visible-list");
    expect(leaks(sitemap.text)).toBe(false);
    const feed = await call(getFeed, "/rss.xml");
    expect(feed.text).toContain("/lists/visible-list");
    expect(leaks(feed.text)).toBe(false);
    const topicFeed = await call(getTopicFeed, "/topics/travel/rss.xml", { slug: "travel" });
    expect(topicFeed.text).toContain("/lists/visible-list");
    expect(leaks(topicFeed.text)).toBe(false);
  });
});

describe("a hidden category never leaves the server", () => {
  it("is absent from the categories answer, the topic sitemap and the topic feeds", async () => {
    const categories = await call<{ slug: string }[]>(getCategories, "/api/public/categories");
    expect(categories.body.map((category) => category.slug)).toEqual(["travel"]);
    const pages = await call(getChildSitemap, "/sitemaps/pages-1.xml", { file: "pages-1.xml" });
    expect(pages.text).toContain("/topics/travel");
    expect(pages.text).not.toContain("hidden-topic");
    expect((await call(getTopicFeed, "/topics/hidden-topic/rss.xml", { slug: "hidden-topic" })).status).toBe(404);
  });
});
