import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCategories } from "@/app/api/public/categories/route";
import { GET as getListBySlug } from "@/app/api/public/content-lists/[slug]/route";
import { GET as getLists } from "@/app/api/public/content-lists/route";
import { GET as getCurator } from "@/app/api/public/curators/[handle]/route";
import { GET as getExperts } from "@/app/api/public/experts/route";
import { GET as getRelated } from "@/app/api/public/lists/[id]/related/route";
import { GET as getSecondary } from "@/app/api/public/secondary-categories/route";
import { GET as getSiteSettings } from "@/app/api/public/site-settings/route";
import { GET as getTrending } from "@/app/api/public/trending/route";
import { db } from "@/lib/db";
import { call, createCategory, createExpert, createList, daysAgo, PUBLIC_LIST_KEYS } from "@/tests/support/integration/fixtures";

type List = Record<string, unknown> & { id: number; slug: string; title: string; content: string };
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

process.env.TRENDING_CACHE_SECONDS = "0";

let travel: { id: number; slug: string; name: string };
let food: { id: number; slug: string };
let hidden: { id: number; slug: string };
let maya: { id: number; handle: string };
let tom: { id: number; handle: string };
const lists: Record<string, { id: number; slug: string }> = {};

beforeAll(async () => {
  travel = await createCategory({ name: "Travel", slug: "travel", sortOrder: 2 });
  food = await createCategory({ name: "Food & Drink", slug: "food", sortOrder: 1 });
  hidden = await createCategory({ name: "Hidden Topic", slug: "hidden-topic", isVisible: false, sortOrder: 0 });
  maya = await createExpert({
    name: "Maya Chen", handle: "maya-chen", specialty: "Travel", bio: "Plans trips.", imageUrl: "/m.svg", verified: true,
    credibilityScore: 92, socials: { website: "https://maya.example.com", twitter: "@maya", email: "" },
  });
  tom = await createExpert({ name: "Tom Alvarez", handle: "tom-alvarez" });
  // Newest first is by updatedAt: a is newest.
  lists.a = await createList({ slug: "packing-list", title: "Packing List", categoryId: travel.id, expertId: maya.id, isFree: true, updatedAt: daysAgo(1) });
  lists.b = await createList({ slug: "passport-guide", title: "Passport Guide", categoryId: travel.id, expertId: maya.id, isFree: false, updatedAt: daysAgo(2) });
  lists.c = await createList({ slug: "road-trip", title: "Road Trip", categoryId: travel.id, expertId: tom.id, isFree: true, updatedAt: daysAgo(3) });
  lists.d = await createList({ slug: "pantry", title: "Pantry Staples", categoryId: food.id, expertId: maya.id, isFree: true, updatedAt: daysAgo(4) });
  lists.e = await createList({ slug: "secret-topic", title: "Secret Topic List", categoryId: hidden.id, isFree: false, updatedAt: daysAgo(5) });
  lists.draft = await createList({ slug: "draft-travel", title: "Draft Travel", categoryId: travel.id, expertId: maya.id, status: "draft", updatedAt: daysAgo(0) });
  await db.secondaryCategory.createMany({ data: [{ name: "Weddings", slug: "weddings", sortOrder: 2 }, { name: "Road Trips", slug: "road-trips", sortOrder: 1 }] });
});

describe("GET /api/public/categories", () => {
  it("lists the visible categories as id, name and slug in the editors' order, cacheable", async () => {
    const answer = await call<unknown[]>(getCategories, "/api/public/categories");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { id: food.id, name: "Food & Drink", slug: "food" },
      { id: travel.id, name: "Travel", slug: "travel" },
    ]);
    expect(answer.headers.get("cache-control")).toBe("public, no-cache");
  });
});

describe("GET /api/public/secondary-categories", () => {
  it("lists the chips as id, name and slug in order", async () => {
    const answer = await call<{ name: string }[]>(getSecondary, "/api/public/secondary-categories");
    expect(answer.status).toBe(200);
    expect(answer.body.map((chip) => chip.name)).toEqual(["Road Trips", "Weddings"]);
    expect(Object.keys(answer.body[0]).sort()).toEqual(["id", "name", "slug"]);
  });
});

describe("GET /api/public/site-settings", () => {
  it("answers the defaults before anyone saved settings, then the saved ones", async () => {
    const before = await call(getSiteSettings, "/api/public/site-settings");
    expect(before.body).toEqual({
      heroImageUrl: "/images/hero.svg",
      tagline: "Practical, inspirational, and expert lists for all your plans and projects.",
      siteTitle: "the Lists",
    });
    await db.siteSettings.create({ data: { siteTitle: "Lists & Co", tagline: "Plans that work.", heroImageUrl: "/h.png" } });
    const after = await call(getSiteSettings, "/api/public/site-settings");
    expect(after.body).toEqual({ heroImageUrl: "/h.png", tagline: "Plans that work.", siteTitle: "Lists & Co" });
    expect(after.headers.get("cache-control")).toMatch(/^public/);
  });
});

describe("GET /api/public/experts", () => {
  it("answers every expert with the public profile fields and only the filled-in socials", async () => {
    const answer = await call<Record<string, unknown>[]>(getExperts, "/api/public/experts");
    expect(answer.status).toBe(200);
    const first = answer.body[0];
    expect(Object.keys(first).sort()).toEqual(["bio", "credibilityScore", "handle", "id", "imageUrl", "name", "socials", "specialty", "verified"]);
    expect(first).toMatchObject({
      name: "Maya Chen", handle: "maya-chen", imageUrl: "/m.svg", specialty: "Travel", verified: true, credibilityScore: 92,
      socials: { website: "https://maya.example.com", twitter: "@maya" },
    });
    expect(answer.body.map((expert) => expert.handle)).toEqual(["maya-chen", "tom-alvarez"]);
  });
});

describe("GET /api/public/content-lists", () => {
  it("answers the published lists newest first with the total in X-Total-Count", async () => {
    const answer = await call<List[]>(getLists, "/api/public/content-lists");
    expect(answer.status).toBe(200);
    expect(answer.body.map((list) => list.slug)).toEqual(["packing-list", "passport-guide", "road-trip", "pantry", "secret-topic"]);
    expect(answer.headers.get("x-total-count")).toBe("5");
    expect(answer.headers.get("cache-control")).toMatch(/^public/);
  });

  it("gives every list the same public shape, with a visible category and the expert", async () => {
    const answer = await call<List[]>(getLists, "/api/public/content-lists");
    for (const list of answer.body) expect(Object.keys(list).sort()).toEqual(PUBLIC_LIST_KEYS);
    const packing = answer.body[0];
    expect(packing).toMatchObject({
      category: { id: travel.id, name: "Travel", slug: "travel" },
      expert: { id: maya.id, name: "Maya Chen", handle: "maya-chen", verified: true, credibilityScore: 92 },
      status: "published",
      isFree: true,
    });
    // A hidden category is not shown, even on a list in it.
    expect(answer.body.find((list) => list.slug === "secret-topic")!.category).toBeNull();
  });

  it("filters by category slug, expert handle and free, together", async () => {
    const slugs = async (query: string) => (await call<List[]>(getLists, `/api/public/content-lists?${query}`)).body.map((list) => list.slug);
    expect(await slugs("category=travel")).toEqual(["packing-list", "passport-guide", "road-trip"]);
    expect(await slugs("expert=maya-chen")).toEqual(["packing-list", "passport-guide", "pantry"]);
    expect(await slugs("free=true")).toEqual(["packing-list", "road-trip", "pantry"]);
    expect(await slugs("free=false")).toEqual(["passport-guide", "secret-topic"]);
    expect(await slugs("category=travel&expert=maya-chen&free=false")).toEqual(["passport-guide"]);
    expect(await slugs("category=hidden-topic")).toEqual([]);
    expect(await slugs("category=no-such-topic")).toEqual([]);
  });

  it("pages with limit and offset while X-Total-Count keeps the full count", async () => {
    const page = await call<List[]>(getLists, "/api/public/content-lists?limit=2&offset=1");
    expect(page.body.map((list) => list.slug)).toEqual(["passport-guide", "road-trip"]);
    expect(page.headers.get("x-total-count")).toBe("5");
    const beyond = await call<List[]>(getLists, "/api/public/content-lists?limit=2&offset=10");
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get("x-total-count")).toBe("5");
  });

  it("answers 400 with a clear message and field errors for bad parameters", async () => {
    const cases: [string, string, string][] = [
      ["limit=0", "limit", "limit must be a whole number from 1 to 100."],
      ["limit=101", "limit", "limit must be a whole number from 1 to 100."],
      ["limit=ten", "limit", "limit must be a whole number from 1 to 100."],
      ["offset=-1", "offset", "offset must be a whole number from 0 to 10000."],
      ["free=yes", "free", "free must be true or false."],
      ["category=Not%20A%20Slug", "category", "category must be a category slug such as travel."],
      ["expert=Maya!", "expert", "expert must be an expert handle such as maya-chen."],
    ];
    for (const [query, field, message] of cases) {
      const answer = await call<ErrorBody>(getLists, `/api/public/content-lists?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.fieldErrors?.[field], query).toEqual([message]);
      expect(answer.body.message, query).toContain(message);
      expect(answer.headers.get("cache-control"), query).toBe("no-store");
    }
  });

  it("never sends unsanitized HTML, even when a row was written around the sanitizer", async () => {
    const sneaky = await createList({
      slug: "sneaky",
      title: "Sneaky",
      content: `<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://elsewhere.example/">out</a></p>`,
      updatedAt: daysAgo(10),
    });
    try {
      const answer = await call<List[]>(getLists, "/api/public/content-lists?limit=100");
      const content = answer.body.find((list) => list.id === sneaky.id)!.content;
      expect(content).not.toMatch(/script|onclick|javascript:/);
      expect(content).toContain('<a href="https://elsewhere.example/" rel="noopener nofollow ugc">out</a>');
      const detail = await call<List>(getListBySlug, "/api/public/content-lists/sneaky", { slug: "sneaky" });
      expect(detail.body.content).toBe(content);
    } finally {
      await db.contentList.delete({ where: { id: sneaky.id } });
    }
  });
});

describe("GET /api/public/content-lists/{slug}", () => {
  it("answers one published list in the public shape", async () => {
    const answer = await call<List>(getListBySlug, "/api/public/content-lists/passport-guide", { slug: "passport-guide" });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(PUBLIC_LIST_KEYS);
    expect(answer.body).toMatchObject({ id: lists.b.id, title: "Passport Guide", expert: { handle: "maya-chen" } });
  });

  it("answers 404 JSON for an unknown slug and for a draft", async () => {
    for (const slug of ["no-such-list", "draft-travel"]) {
      const answer = await call<ErrorBody>(getListBySlug, `/api/public/content-lists/${slug}`, { slug });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "List not found: no published list has that address." });
    }
  });
});

describe("GET /api/public/curators/{handle}", () => {
  it("answers the expert and their published lists, newest first", async () => {
    const answer = await call<{ expert: Record<string, unknown>; lists: List[] }>(getCurator, "/api/public/curators/maya-chen", {
      handle: "maya-chen",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.expert).toMatchObject({ id: maya.id, name: "Maya Chen", handle: "maya-chen", verified: true, bio: "Plans trips." });
    expect(answer.body.expert).not.toHaveProperty("sortOrder");
    expect(answer.body.lists.map((list) => list.slug)).toEqual(["packing-list", "passport-guide", "pantry"]);
    expect(answer.headers.get("x-total-count")).toBe("3");
    for (const list of answer.body.lists) expect(Object.keys(list).sort()).toEqual(PUBLIC_LIST_KEYS);
  });

  it("pages the curator's lists with limit and offset, and refuses bad paging", async () => {
    const page = await call<{ lists: List[] }>(getCurator, "/api/public/curators/maya-chen?limit=1&offset=1", { handle: "maya-chen" });
    expect(page.body.lists.map((list) => list.slug)).toEqual(["passport-guide"]);
    expect(page.headers.get("x-total-count")).toBe("3");
    const bad = await call<ErrorBody>(getCurator, "/api/public/curators/maya-chen?limit=1000", { handle: "maya-chen" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.limit).toEqual(["limit must be a whole number from 1 to 100."]);
  });

  it("answers a curator without lists with an empty list, and 404 for an unknown handle", async () => {
    const quiet = await createExpert({ name: "Quiet One", handle: "quiet-one" });
    const empty = await call<{ lists: List[] }>(getCurator, "/api/public/curators/quiet-one", { handle: quiet.handle });
    expect(empty.status).toBe(200);
    expect(empty.body.lists).toEqual([]);
    const unknown = await call<ErrorBody>(getCurator, "/api/public/curators/nobody", { handle: "nobody" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Curator not found: no expert has that handle." });
  });
});

describe("GET /api/public/lists/{id}/related", () => {
  it("puts the same category first, then the same expert, never the list itself or a draft", async () => {
    const answer = await call<List[]>(getRelated, `/api/public/lists/${lists.a.id}/related`, { id: String(lists.a.id) });
    expect(answer.status).toBe(200);
    // Same category (travel) first, newest first at equal quality; then the same expert's (Maya's) pantry list.
    expect(answer.body.map((list) => list.slug)).toEqual(["passport-guide", "road-trip", "pantry"]);
    const fromPantry = await call<List[]>(getRelated, `/api/public/lists/${lists.d.id}/related`, { id: String(lists.d.id) });
    expect(fromPantry.body.map((list) => list.slug)).toEqual(["packing-list", "passport-guide"]);
    for (const list of [...answer.body, ...fromPantry.body]) {
      expect(list.slug).not.toBe("draft-travel");
      expect(Object.keys(list).sort()).toEqual(PUBLIC_LIST_KEYS);
    }
  });

  it("answers 404 for an unknown or unpublished list and 400 for an id that is not a whole number", async () => {
    for (const id of ["999999", String(lists.draft.id), "99999999999999"]) {
      const answer = await call<ErrorBody>(getRelated, `/api/public/lists/${id}/related`, { id });
      expect(answer.status, id).toBe(404);
      expect(answer.body.message).toBe("List not found: no published list has that id.");
    }
    for (const id of ["abc", "1.5", "-3"]) {
      const answer = await call<ErrorBody>(getRelated, `/api/public/lists/${id}/related`, { id });
      expect(answer.status, id).toBe(400);
      expect(answer.body.fieldErrors?.id).toEqual(["id must be a whole number, the list's id."]);
    }
  });
});

describe("GET /api/public/trending", () => {
  it("answers at most 20 published lists in the public shape", async () => {
    const answer = await call<List[]>(getTrending, "/api/public/trending");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThanOrEqual(20);
    expect(answer.body.map((list) => list.slug).sort()).toEqual(["packing-list", "pantry", "passport-guide", "road-trip", "secret-topic"]);
    for (const list of answer.body) expect(Object.keys(list).sort()).toEqual(PUBLIC_LIST_KEYS);
  });
});

describe("the fast list reader", () => {
  it("answers exactly what the Prisma reader answers, in the order asked, published only", async () => {
    const { findPublicListsByIds } = await import("@/lib/lists/public-list-rows");
    const { findPublishedListBySlug } = await import("@/lib/lists/queries");
    await db.contentList.update({
      where: { id: lists.c.id },
      data: { colorOptions: ["#5D0034", "#BF9B6F"], lastVerifiedAt: new Date("2025-01-05T10:11:12.345Z"), author: "Tom A.", qualityScore: null },
    });
    const fast = await findPublicListsByIds([lists.c.id, lists.draft.id, lists.e.id, 999_999, lists.a.id]);
    expect(fast.map((list) => list.slug)).toEqual(["road-trip", "secret-topic", "packing-list"]);
    for (const list of fast) expect(list).toEqual(await findPublishedListBySlug(list.slug));
    expect(fast[0].lastVerifiedAt).toEqual(new Date("2025-01-05T10:11:12.345Z"));
  });
});

describe("the list JSON reader", () => {
  it("writes each list exactly as the API's object path does, and shows any change of a list, its category or its expert at once", async () => {
    const { findPublicListsJsonArray } = await import("@/lib/lists/public-list-json");
    const { findPublicListsByIds } = await import("@/lib/lists/public-list-rows");
    const { withSafeContent } = await import("@/lib/lists/safe-content");
    const ids = [lists.b.id, lists.draft.id, lists.a.id];
    const read = async () => (await findPublicListsJsonArray(ids)).toString("utf8");
    const expected = async () => JSON.stringify((await findPublicListsByIds(ids)).map(withSafeContent));
    expect(await read()).toBe(await expected());
    expect(await read()).toBe(await expected()); // from what it kept
    await db.contentList.update({ where: { id: lists.b.id }, data: { title: "Passport Guide, Revised" } });
    await db.expert.update({ where: { id: maya.id }, data: { specialty: "Itineraries" } });
    await db.category.update({ where: { id: travel.id }, data: { isVisible: false } });
    try {
      const after = await read();
      expect(after).toBe(await expected());
      expect(JSON.parse(after)[0]).toMatchObject({ title: "Passport Guide, Revised", category: null, expert: { specialty: "Itineraries" } });
    } finally {
      await db.category.update({ where: { id: travel.id }, data: { isVisible: true } });
      await db.expert.update({ where: { id: maya.id }, data: { specialty: "Travel" } });
      await db.contentList.update({ where: { id: lists.b.id }, data: { title: "Passport Guide" } });
    }
  });
});
