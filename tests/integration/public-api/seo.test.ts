import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import ListOpenGraphImage, { contentType, size } from "@/app/(public)/lists/[slug]/opengraph-image";
import { GET as getTopicFeed } from "@/app/(public)/topics/[slug]/rss.xml/route";
import robots from "@/app/robots";
import { GET as getFeed } from "@/app/rss.xml/route";
import { GET as getSitemapIndex } from "@/app/sitemap.xml/route";
import { GET as getChildSitemap } from "@/app/sitemaps/[file]/route";
import { db } from "@/lib/db";
import { findSitemapChildren, findSitemapUrls, parseSitemapChildName, renderUrlSet } from "@/lib/seo/sitemap";
import { call, createCategory, createExpert, createList, daysAgo } from "@/tests/support/integration/fixtures";

const SITE = "https://lists.example.com";
const previousSiteUrl = process.env.SITE_URL;
process.env.SITE_URL = SITE;
afterAll(() => {
  process.env.SITE_URL = previousSiteUrl;
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const itemLinks = (xml: string) => [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]*)<\/link>/g)].map((match) => match[1]);

let travel: { id: number; updatedAt: Date };
let maya: { id: number; updatedAt: Date };

beforeAll(async () => {
  travel = await createCategory({ name: "Travel & Trips", slug: "travel", updatedAt: daysAgo(30) });
  await createCategory({ name: "Food", slug: "food", updatedAt: daysAgo(40) });
  await createCategory({ name: "Secret", slug: "secret", isVisible: false });
  maya = await createExpert({ name: "Maya Chen", handle: "maya-chen", updatedAt: daysAgo(20) });
  await createExpert({ name: "Tom Alvarez", handle: "tom-alvarez", updatedAt: daysAgo(25) });
  await createList({
    slug: "fish-and-chips", title: 'Fish & Chips <Best> "Spots"', categoryId: travel.id, expertId: maya.id,
    content: "<p>Salt &amp; vinegar <em>everywhere</em>.</p>", publishedAt: daysAgo(3), updatedAt: daysAgo(2),
  });
  await createList({ slug: "older-list", title: "Older List", categoryId: travel.id, author: "Sam Rivera", publishedAt: daysAgo(10), updatedAt: daysAgo(1) });
  await createList({ slug: "newest-list", title: "Newest List", publishedAt: daysAgo(1), updatedAt: daysAgo(5) });
});

describe("sitemap", () => {
  it("/sitemap.xml is a sitemap index of child sitemaps, each dated by its newest page", async () => {
    const answer = await call(getSitemapIndex, "/sitemap.xml");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(answer.text)).toEqual([`${SITE}/sitemaps/pages-1.xml`, `${SITE}/sitemaps/curators-1.xml`, `${SITE}/sitemaps/lists-1.xml`]);
    const lastmods = [...answer.text.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
    // Pages: the newest published list (updated a day ago); lists: the same; curators: Maya's newest list.
    expect(lastmods).toHaveLength(3);
    expect(lastmods[2]).toBe(lastmods[0]);
    expect(new Date(lastmods[1]).getTime()).toBeGreaterThanOrEqual(daysAgo(2.01).getTime());
  });

  it("covers home, trending, the curators directory, every visible topic, every curator and every published list, with dates", async () => {
    const pages = await call(getChildSitemap, "/sitemaps/pages-1.xml", { file: "pages-1.xml" });
    expect(locs(pages.text)).toEqual([`${SITE}/`, `${SITE}/trending`, `${SITE}/curators`, `${SITE}/topics/travel`, `${SITE}/topics/food`]);
    expect(pages.text).not.toContain("/topics/secret");
    const curators = await call(getChildSitemap, "/sitemaps/curators-1.xml", { file: "curators-1.xml" });
    expect(locs(curators.text)).toEqual([`${SITE}/curators/maya-chen`, `${SITE}/curators/tom-alvarez`]);
    // Tom has no lists: his page is dated by his profile.
    expect(curators.text).toContain(`<loc>${SITE}/curators/tom-alvarez</loc><lastmod>${(await db.expert.findUniqueOrThrow({ where: { handle: "tom-alvarez" } })).updatedAt.toISOString()}</lastmod>`);
    const lists = await call(getChildSitemap, "/sitemaps/lists-1.xml", { file: "lists-1.xml" });
    expect(locs(lists.text).sort()).toEqual([`${SITE}/lists/fish-and-chips`, `${SITE}/lists/newest-list`, `${SITE}/lists/older-list`]);
    const older = await db.contentList.findUniqueOrThrow({ where: { slug: "older-list" } });
    expect(lists.text).toContain(`<loc>${SITE}/lists/older-list</loc><lastmod>${older.updatedAt.toISOString()}</lastmod>`);
  });

  it("splits a section into children of at most the limit, and answers 404 for a child that does not exist", async () => {
    const children = await findSitemapChildren(2);
    expect(children.map((child) => `${child.section}-${child.page}`)).toEqual(["pages-1", "pages-2", "pages-3", "curators-1", "lists-1", "lists-2"]);
    expect(await findSitemapUrls("lists", 1, 2)).toHaveLength(2);
    expect(await findSitemapUrls("lists", 2, 2)).toHaveLength(1);
    expect(await findSitemapUrls("lists", 3, 2)).toBeNull();
    for (const file of ["lists-9.xml", "lists-0.xml", "drafts-1.xml", "lists-1.txt", "sitemap.xml"]) {
      const answer = await call<{ message: string }>(getChildSitemap, `/sitemaps/${file}`, { file });
      expect(answer.status, file).toBe(404);
      expect(answer.body.message).toBe("Sitemap not found: /sitemap.xml lists the sitemaps that exist.");
    }
    expect(parseSitemapChildName("lists-12.xml")).toEqual({ section: "lists", page: 12 });
  });

  it("escapes addresses for XML", () => {
    expect(renderUrlSet([{ path: "/lists/a&b", lastModified: null }])).toContain(`<url><loc>${SITE}/lists/a&amp;b</loc></url>`);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of /admin, /api and /profile and points them at the sitemap", () => {
    expect(robots()).toEqual({
      rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/profile"] },
      sitemap: `${SITE}/sitemap.xml`,
    });
  });
});

describe("RSS feeds", () => {
  it("/rss.xml lists new lists newest first by publication, with escaped text and absolute links", async () => {
    const answer = await call(getFeed, "/rss.xml");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(answer.text).toContain("<title>the Lists: New Lists</title>");
    expect(answer.text).toContain(`<link>${SITE}/</link>`);
    expect(answer.text).toContain(`<atom:link href="${SITE}/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(itemLinks(answer.text)).toEqual([`${SITE}/lists/newest-list`, `${SITE}/lists/fish-and-chips`, `${SITE}/lists/older-list`]);
    expect(answer.text).toContain("<title>Fish &amp; Chips &lt;Best&gt; &quot;Spots&quot;</title>");
    expect(answer.text).toContain("<description>Salt &amp; vinegar everywhere.</description>");
    expect(answer.text).toContain(`<guid isPermaLink="true">${SITE}/lists/fish-and-chips</guid>`);
    expect(answer.text).toContain(`<pubDate>${(await db.contentList.findUniqueOrThrow({ where: { slug: "fish-and-chips" } })).publishedAt!.toUTCString()}</pubDate>`);
    expect(answer.text).toContain("<dc:creator>Maya Chen</dc:creator>");
    expect(answer.text).toContain("<dc:creator>Sam Rivera</dc:creator>");
    expect(answer.text).toContain("<category>Travel &amp; Trips</category>");
  });

  it("/topics/{slug}/rss.xml lists only that topic; an unknown or hidden topic answers 404", async () => {
    const answer = await call(getTopicFeed, "/topics/travel/rss.xml", { slug: "travel" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(answer.text).toContain("<title>the Lists: Travel &amp; Trips</title>");
    expect(answer.text).toContain(`<link>${SITE}/topics/travel</link>`);
    expect(itemLinks(answer.text)).toEqual([`${SITE}/lists/fish-and-chips`, `${SITE}/lists/older-list`]);
    for (const slug of ["secret", "nowhere"]) {
      const missing = await call<{ message: string }>(getTopicFeed, `/topics/${slug}/rss.xml`, { slug });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("Category not found: no visible topic has that address.");
    }
  });

  it("a topic without lists still has a valid, empty feed", async () => {
    const answer = await call(getTopicFeed, "/topics/food/rss.xml", { slug: "food" });
    expect(answer.status).toBe(200);
    expect(itemLinks(answer.text)).toEqual([]);
    expect(answer.text).toMatch(/<\/channel>\n<\/rss>\n?$/);
  });
});

describe("the list OpenGraph image", () => {
  it("draws a 1200x630 PNG from bundled fonts without fetching anything, whatever the title holds", async () => {
    await createList({ slug: "emoji-title", title: "Lantern Night 🏮 — 夜 Wanderung für Größere", qualityScore: 91, verificationStatus: "verified", expertId: maya.id });
    // next/og loads its own WebAssembly through data: URLs; anything else would be a request to the internet.
    const realFetch = globalThis.fetch;
    const outside: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith("data:")) return realFetch(input, init);
      outside.push(url);
      return Promise.reject(new Error("no outside requests"));
    });
    try {
      for (const slug of ["emoji-title", "older-list"]) {
        const response = await ListOpenGraphImage({ params: Promise.resolve({ slug }) });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/png");
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
        expect(bytes.length).toBeGreaterThan(10_000);
      }
      expect(outside).toEqual([]);
    } finally {
      fetchSpy.mockRestore();
    }
    expect(size).toEqual({ width: 1200, height: 630 });
    expect(contentType).toBe("image/png");
  });

  it("is not drawn for an unknown list or a draft", async () => {
    await createList({ slug: "og-draft", title: "Draft", status: "draft" });
    for (const slug of ["no-such-list", "og-draft"]) {
      await expect(ListOpenGraphImage({ params: Promise.resolve({ slug }) })).rejects.toMatchObject({
        digest: expect.stringContaining("404"),
      });
    }
  });
});
