import { beforeAll, describe, expect, it } from "vitest";
import { GET as getList } from "@/app/api/public/content-lists/[slug]/route";
import { GET as search } from "@/app/api/public/search/route";
import { db } from "@/lib/db";
import { clearSearchCache, SEARCH_RANKED_CANDIDATES, searchLists } from "@/lib/lists/search";
import { call, createCategory, createExpert, createList, daysAgo, PUBLIC_LIST_KEYS } from "@/tests/support/integration/fixtures";

const SEARCH_ITEM_KEYS = [...PUBLIC_LIST_KEYS.filter((key) => key !== "content"), "preview"].sort();

type List = { id: number; slug: string; title: string; qualityScore: number | null; verificationStatus: string; category: { slug: string } | null };
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

// Every search here must see the rows as they are now.
process.env.SEARCH_CACHE_SECONDS = "0";

const slugs = async (query: string) => {
  const answer = await call<List[]>(search, `/api/public/search?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.map((list) => list.slug);
};

let travel: { id: number };
let food: { id: number };
let hidden: { id: number };

beforeAll(async () => {
  travel = await createCategory({ name: "Travel", slug: "travel" });
  food = await createCategory({ name: "Food", slug: "food" });
  hidden = await createCategory({ name: "Hidden", slug: "hidden", isVisible: false });
  const chef = await createExpert({ name: "Priya Raman", handle: "priya-raman" });
  await createList({
    slug: "body-mentions-lantern", title: "Evening Walks", qualityScore: 95, categoryId: travel.id, verificationStatus: "verified",
    content: "<p>Bring a lantern. A lantern helps. Lantern light is warm; pack a spare lantern.</p>", updatedAt: daysAgo(1),
  });
  await createList({
    slug: "title-lantern", title: "Lantern Festival Guide", qualityScore: 60, categoryId: travel.id, verificationStatus: "community",
    content: "<p>Dates and tickets.</p>", updatedAt: daysAgo(5),
  });
  await createList({
    slug: "packing-checklist", title: "Packing Checklist", qualityScore: 88, categoryId: travel.id, verificationStatus: "verified",
    content: "<p>What to bring.</p>", updatedAt: daysAgo(2),
  });
  await createList({
    slug: "pantry-checklist", title: "Pantry Checklist", qualityScore: 72, categoryId: food.id, verificationStatus: "community",
    expertId: chef.id, content: "<p>Flour, rice, beans.</p>", updatedAt: daysAgo(3),
  });
  await createList({
    slug: "hidden-checklist", title: "Hidden Checklist", qualityScore: 99, categoryId: hidden.id, content: "<p>Secret.</p>", updatedAt: daysAgo(4),
  });
  await createList({ slug: "draft-checklist", title: "Draft Checklist", status: "draft", qualityScore: 99, categoryId: travel.id });
});

describe("search ranking and matching", () => {
  it("ranks a title match above a body match, even a better-rated body match with many mentions", async () => {
    expect(await slugs("q=lantern")).toEqual(["title-lantern", "body-mentions-lantern"]);
  });

  it("matches words as prefixes: check finds checklist (equal relevance: better rated first)", async () => {
    expect(await slugs("q=check")).toEqual(["hidden-checklist", "packing-checklist", "pantry-checklist"]);
    expect(await slugs("q=pack")).toEqual(["packing-checklist", "body-mentions-lantern"]);
  });

  it("needs every word, and finds authors, methodology and expert names too", async () => {
    expect(await slugs("q=pantry%20check")).toEqual(["pantry-checklist"]);
    expect(await slugs("q=priya")).toEqual(["pantry-checklist"]);
    expect(await slugs("q=lantern%20pantry")).toEqual([]);
  });

  it("answers an empty result for words that cannot match (stop words, punctuation)", async () => {
    expect(await slugs("q=the")).toEqual([]);
    expect(await slugs("q=%2B%2B%2B")).toEqual([]);
  });
});

describe("search filters, in the same query as the words", () => {
  it("filters by category slug; a hidden or unknown category finds nothing", async () => {
    expect(await slugs("q=check&category=travel")).toEqual(["packing-checklist"]);
    expect(await slugs("q=check&category=food")).toEqual(["pantry-checklist"]);
    expect(await slugs("q=check&category=hidden")).toEqual([]);
    expect(await slugs("category=nowhere")).toEqual([]);
  });

  it("filters by verification: verified, community, or all", async () => {
    expect(await slugs("q=check&verification=verified")).toEqual(["packing-checklist"]);
    expect(await slugs("q=check&verification=community")).toEqual(["hidden-checklist", "pantry-checklist"]);
    expect(await slugs("q=check&verification=all")).toEqual(await slugs("q=check"));
  });

  it("filters by minimum quality score", async () => {
    expect(await slugs("q=check&minScore=80")).toEqual(["hidden-checklist", "packing-checklist"]);
    expect(await slugs("q=check&minScore=100")).toEqual([]);
    expect(await slugs("minScore=0")).toHaveLength(5);
  });

  it("without words, answers the filtered published lists newest first", async () => {
    expect(await slugs("category=travel")).toEqual(["body-mentions-lantern", "packing-checklist", "title-lantern"]);
    expect(await slugs("verification=verified&minScore=90")).toEqual(["body-mentions-lantern"]);
    expect(await slugs("category=travel&minScore=80&verification=verified")).toEqual(["body-mentions-lantern", "packing-checklist"]);
  });
});

describe("search answers", () => {
  it("gives items every public list field but the body, plus a preview; pages with limit and offset, and reports the total", async () => {
    const first = await call<List[]>(search, "/api/public/search?q=check&limit=2");
    expect(first.headers.get("x-total-count")).toBe("3");
    expect(first.body).toHaveLength(2);
    for (const list of first.body) expect(Object.keys(list).sort()).toEqual(SEARCH_ITEM_KEYS);
    const rest = await call<List[]>(search, "/api/public/search?q=check&limit=2&offset=2");
    expect(rest.body).toHaveLength(1);
    expect(new Set([...first.body, ...rest.body].map((list) => list.slug)).size).toBe(3);
    const beyond = await call<List[]>(search, "/api/public/search?q=check&offset=50");
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get("x-total-count")).toBe("3");
  });

  it("gives each item the body as plain text, at most 200 characters, and keeps the body for the list's own address", async () => {
    const sentence = "Check the tyre pressure &amp; the oil before <strong>every</strong> long drive.";
    const list = await createList({
      slug: "long-body-checklist", title: "Road Trip Checklist",
      content: `<h2>Before you go</h2><ul>${Array.from({ length: 8 }, () => `<li>${sentence}</li>`).join("")}</ul>`,
    });
    try {
      const [item] = (await call<(List & { preview: string; content?: string })[]>(search, "/api/public/search?q=tyre")).body;
      expect(item.slug).toBe("long-body-checklist");
      expect(item.content).toBeUndefined();
      expect(item.preview.length).toBeLessThanOrEqual(200);
      expect(item.preview).toMatch(/^Before you go Check the tyre pressure & the oil before every long drive\. Check the tyre/);
      expect(item.preview).toMatch(/…$/);
      expect(item.preview).not.toMatch(/<[a-z/][^>]*>|&amp;/i);
      const full = await call<{ content: string }>(getList, "/api/public/content-lists/long-body-checklist", { slug: "long-body-checklist" });
      expect(full.body.content).toContain("<strong>every</strong>");
      // The preview follows an edit of the body.
      await db.contentList.update({ where: { id: list.id }, data: { content: "<p>Tyre gauge &lt;digital&gt;</p>" } });
      const [edited] = (await call<{ preview: string }[]>(search, "/api/public/search?q=tyre")).body;
      expect(edited.preview).toBe("Tyre gauge <digital>");
    } finally {
      await db.contentList.delete({ where: { id: list.id } });
    }
  });

  it("answers 400 with the schema's messages for a bad minScore or verification", async () => {
    const cases: [string, string, string][] = [
      ["minScore=101", "minScore", "minScore must be a whole number from 0 to 100."],
      ["minScore=-1", "minScore", "minScore must be a whole number from 0 to 100."],
      ["minScore=7.5", "minScore", "minScore must be a whole number from 0 to 100."],
      ["minScore=high", "minScore", "minScore must be a whole number from 0 to 100."],
      ["verification=trusted", "verification", "verification must be verified, community or all."],
      ["q=x&limit=0", "limit", "limit must be a whole number from 1 to 100."],
    ];
    for (const [query, field, message] of cases) {
      const answer = await call<ErrorBody>(search, `/api/public/search?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.fieldErrors?.[field], query).toEqual([message]);
      expect(answer.body.message).toContain(message);
    }
  });

  it("counts searches against the search rate limit and answers 429 with Retry-After past it", async () => {
    const previous = { disabled: process.env.RATE_LIMIT_DISABLED, limit: process.env.RATE_LIMIT_SEARCH_PER_MINUTE };
    process.env.RATE_LIMIT_DISABLED = "false";
    process.env.RATE_LIMIT_SEARCH_PER_MINUTE = "2";
    try {
      expect((await call(search, "/api/public/search?q=check")).status).toBe(200);
      expect((await call(search, "/api/public/search?q=check")).status).toBe(200);
      const limited = await call<ErrorBody>(search, "/api/public/search?q=check");
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/^Too many searches\. Please try again in \d+ seconds?\.$/);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous.disabled;
      process.env.RATE_LIMIT_SEARCH_PER_MINUTE = previous.limit;
    }
  });
});

describe("the search document stays current on every write", () => {
  it("follows edits of title, body, author and methodology", async () => {
    const list = await createList({ slug: "edited", title: "Quartz Notes", content: "<p>Nothing else.</p>" });
    expect(await slugs("q=quartz")).toEqual(["edited"]);
    await db.contentList.update({ where: { id: list.id }, data: { title: "Basalt Notes" } });
    expect(await slugs("q=quartz")).toEqual([]);
    expect(await slugs("q=basalt")).toEqual(["edited"]);
    await db.contentList.update({ where: { id: list.id }, data: { content: "<p>Obsidian <strong>shards</strong></p>" } });
    expect(await slugs("q=obsidian")).toEqual(["edited"]);
    await db.contentList.update({ where: { id: list.id }, data: { author: "Wilhelmina Foxglove", authorOrg: "Geology Guild" } });
    expect(await slugs("q=foxglove")).toEqual(["edited"]);
    expect(await slugs("q=guild")).toEqual(["edited"]);
    await db.contentList.update({ where: { id: list.id }, data: { methodology: "Surveyed twelve quarries" } });
    expect(await slugs("q=quarries")).toEqual(["edited"]);
    await db.contentList.update({ where: { id: list.id }, data: { status: "draft" } });
    expect(await slugs("q=basalt")).toEqual([]);
  });

  it("follows an expert's rename and removal, and a list moving to another expert", async () => {
    const expert = await createExpert({ name: "Ottoline Bramble", handle: "ottoline" });
    const other = await createExpert({ name: "Cuthbert Nettle", handle: "cuthbert" });
    const list = await createList({ slug: "by-ottoline", title: "Hedge Care", expertId: expert.id });
    expect(await slugs("q=bramble")).toEqual(["by-ottoline"]);
    await db.expert.update({ where: { id: expert.id }, data: { name: "Ottoline Hawthorn" } });
    expect(await slugs("q=bramble")).toEqual([]);
    expect(await slugs("q=hawthorn")).toEqual(["by-ottoline"]);
    await db.contentList.update({ where: { id: list.id }, data: { expertId: other.id } });
    expect(await slugs("q=hawthorn")).toEqual([]);
    expect(await slugs("q=nettle")).toEqual(["by-ottoline"]);
    await db.expert.delete({ where: { id: other.id } });
    expect(await slugs("q=nettle")).toEqual([]);
    expect(await slugs("q=hedge")).toEqual(["by-ottoline"]);
  });
});

describe("many matches", () => {
  it("ranks the best candidates by relevance and pages through every match exactly once", async () => {
    const category = await createCategory({ slug: "bulk" });
    const count = SEARCH_RANKED_CANDIDATES + 60;
    await db.contentList.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        title: index % 7 === 0 ? `Zephyr Plan ${index}` : `Plan ${index}`,
        slug: `bulk-${index}`,
        content: `<p>Mentions zephyr in the body, item ${index}.</p>`,
        status: "published" as const,
        categoryId: category.id,
        qualityScore: 40 + (index % 60),
        publishedAt: new Date(),
      })),
    });
    const seen: string[] = [];
    let total = 0;
    for (let offset = 0; offset < count; offset += 100) {
      const answer = await call<List[]>(search, `/api/public/search?q=zephyr&category=bulk&limit=100&offset=${offset}`);
      total = Number(answer.headers.get("x-total-count"));
      seen.push(...answer.body.map((list) => list.slug));
    }
    expect(total).toBe(count);
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    // Every title match comes before every body-only match.
    const titled = Array.from({ length: count }, (_, index) => index).filter((index) => index % 7 === 0).length;
    expect(seen.slice(0, titled).every((slug) => Number(slug.slice(5)) % 7 === 0)).toBe(true);
  });
});

describe("the search cache", () => {
  it("keeps an order for a while but always reads the lists fresh: an unpublished list disappears at once", async () => {
    process.env.SEARCH_CACHE_SECONDS = "60";
    try {
      clearSearchCache();
      const list = await createList({ slug: "cached-one", title: "Marmalade Tips" });
      expect((await searchLists({ q: "marmalade" })).items.map((item) => item.slug)).toEqual(["cached-one"]);
      await db.contentList.update({ where: { id: list.id }, data: { status: "draft" } });
      expect((await searchLists({ q: "marmalade" })).items).toEqual([]);
      clearSearchCache();
      expect(await searchLists({ q: "marmalade" })).toEqual({ items: [], total: 0, suggestion: null });
    } finally {
      process.env.SEARCH_CACHE_SECONDS = "0";
    }
  });

  it("answers a repeated API search from memory within its Cache-Control lifetime", async () => {
    process.env.SEARCH_CACHE_SECONDS = "60";
    try {
      clearSearchCache();
      const list = await createList({ slug: "answer-cached", title: "Quince Jelly" });
      const ask = async () => {
        const answer = await call<List[]>(search, "/api/public/search?q=quince");
        expect(answer.headers.get("x-total-count")).toBe("1");
        expect(answer.headers.get("content-encoding")).toBeNull();
        return answer.body;
      };
      // A search is kept from its second asking on (one-off searches are never kept) ...
      expect((await ask()).map((item) => item.title)).toEqual(["Quince Jelly"]);
      expect((await ask()).map((item) => item.title)).toEqual(["Quince Jelly"]);
      // ... and within the lifetime the same answer comes back (as any shared cache would give it) ...
      await db.contentList.update({ where: { id: list.id }, data: { title: "Quince Paste" } });
      expect((await ask()).map((item) => item.title)).toEqual(["Quince Jelly"]);
      // ... and a cleared cache (what list writes do) answers afresh.
      clearSearchCache();
      expect((await ask()).map((item) => item.title)).toEqual(["Quince Paste"]);
    } finally {
      process.env.SEARCH_CACHE_SECONDS = "0";
    }
  });
});
