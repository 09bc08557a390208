import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { clearSearchCache, SEARCH_RANKED_CANDIDATES, searchListIds, type SearchOptions } from "@/lib/lists/search";
import { createCategory, createList } from "@/tests/support/integration/fixtures";

// Every search here must see the rows as they are now.
process.env.SEARCH_CACHE_SECONDS = "0";

interface Made {
  id: number;
  published: boolean;
  category: string;
  verification: "verified" | "community";
  score: number | null;
}

const made: Made[] = [];
const CATEGORIES = ["alpine", "coastal"];
const VERIFICATIONS = ["verified", "community"] as const;
const SCORES = [null, 55, 70, 85, 100];

beforeAll(async () => {
  const ids = new Map<string, number>();
  for (const slug of CATEGORIES) ids.set(slug, (await createCategory({ slug, name: slug })).id);
  // Every combination of category, verification and score, once published and once as a draft (the
  // drafts rated best, titled with the words, so they would lead any search that let them in).
  let n = 0;
  for (const category of CATEGORIES) {
    for (const verification of VERIFICATIONS) {
      for (const score of SCORES) {
        for (const published of [true, false]) {
          n++;
          const list = await createList({
            slug: `glacier-${n}`,
            title: published ? `Trip ${n}` : `Glacier Hiking ${n}`,
            content: `<p>Crossing a glacier safely, note ${n}.</p>`,
            status: published ? "published" : "draft",
            categoryId: ids.get(category),
            verificationStatus: verification,
            qualityScore: published ? score : 100,
          });
          made.push({ id: list.id, published, category, verification, score: published ? score : 100 });
        }
      }
    }
  }
});

/** Every page of a search of `pageSize`, joined, and the totals each page reported. */
async function pageThrough(options: SearchOptions, pageSize: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += pageSize) {
    const page = await searchListIds({ ...options, limit: pageSize, offset });
    totals.add(page.total);
    ids.push(...page.ids);
    if (page.ids.length < pageSize) return { ids, totals };
  }
}

describe("search shows published lists only, with every filter", () => {
  it("never finds a draft, counts only published matches, and its pages agree with the count and one another", async () => {
    const draftIds = new Set(made.filter((list) => !list.published).map((list) => list.id));
    for (const category of [undefined, ...CATEGORIES]) {
      for (const verification of [undefined, "all", ...VERIFICATIONS] as const) {
        for (const minScore of [undefined, 0, 70]) {
          const filters = { q: "glacier", category, verification, minScore };
          const expected = made.filter(
            (list) =>
              list.published &&
              (category === undefined || list.category === category) &&
              (verification === undefined || verification === "all" || list.verification === verification) &&
              (minScore === undefined || (list.score !== null && list.score >= minScore)),
          );
          const whole = await searchListIds({ ...filters, limit: 500 });
          const paged = await pageThrough(filters, 3);
          const label = JSON.stringify(filters);
          expect(whole.ids.filter((id) => draftIds.has(id)), label).toEqual([]);
          expect(new Set(whole.ids), label).toEqual(new Set(expected.map((list) => list.id)));
          expect(whole.total, label).toBe(expected.length);
          expect(paged.ids, label).toEqual(whole.ids);
          expect([...paged.totals], label).toEqual([expected.length]);
        }
      }
    }
  });

  it("finds a draft once it is published, and loses it again when it goes back to draft", async () => {
    const draft = made.find((list) => !list.published && list.category === "alpine" && list.verification === "verified")!;
    const search = () => searchListIds({ q: "glacier hiking", category: "alpine", verification: "verified", minScore: 90 });
    const nothing = { ids: [], total: 0, exactTotal: 0, suggestion: null };
    expect(await search()).toEqual(nothing);
    await db.contentList.update({ where: { id: draft.id }, data: { status: "published" } });
    expect(await search()).toEqual({ ids: [draft.id], total: 1, exactTotal: 1, suggestion: null });
    await db.contentList.update({ where: { id: draft.id }, data: { status: "draft" } });
    expect(await search()).toEqual(nothing);
  });

  it("keeps no copy of the rule in the database: no function there mentions the published status", async () => {
    const functions = await db.$queryRaw<{ proname: string }[]>`
      SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema() AND p.prosrc ILIKE '%published%'`;
    expect(functions).toEqual([]);
  });
});

describe("pages of a search with many matches", () => {
  it("cut one order the same way whatever the page size, across the end of the ranked candidates", async () => {
    const category = await createCategory({ slug: "moraine" });
    const count = SEARCH_RANKED_CANDIDATES + 40;
    await db.contentList.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        title: index % 5 === 0 ? `Moraine Walk ${index}` : `Walk ${index}`,
        slug: `moraine-${index}`,
        content: `<p>Past the moraine${" moraine".repeat(index % 4)}, stop ${index}.</p>`,
        status: index % 9 === 0 ? ("draft" as const) : ("published" as const),
        categoryId: category.id,
        verificationStatus: index % 2 === 0 ? ("verified" as const) : ("community" as const),
        qualityScore: 40 + (index % 60),
      })),
    });
    const published = Array.from({ length: count }, (_, index) => index).filter((index) => index % 9 !== 0);
    for (const filters of [{ q: "moraine", category: "moraine" }, { q: "moraine", category: "moraine", verification: "verified" as const, minScore: 60 }]) {
      const whole = await searchListIds({ ...filters, limit: 500 });
      const expected = published.filter((index) => !filters.minScore || (index % 2 === 0 && 40 + (index % 60) >= filters.minScore));
      expect(whole.total).toBe(expected.length);
      expect(whole.ids).toHaveLength(expected.length);
      for (const pageSize of [7, 100]) {
        const paged = await pageThrough(filters, pageSize);
        expect(paged.ids, `${JSON.stringify(filters)} by ${pageSize}`).toEqual(whole.ids);
        expect([...paged.totals]).toEqual([expected.length]);
      }
    }
  });
});

describe("the kept match set of a search without a category", () => {
  it("answers every filter and page exactly as the query does, drafts excluded", async () => {
    const asked: SearchOptions[] = [];
    for (const q of ["glacier", "moraine", "glacier hiking"]) {
      for (const verification of [undefined, ...VERIFICATIONS] as const) {
        for (const minScore of [undefined, 0, 70, 99]) {
          for (const [limit, offset] of [[500, 0], [7, 0], [7, 196], [7, 203], [100, 100]]) asked.push({ q, verification, minScore, limit, offset });
        }
      }
    }
    const fromQuery = [];
    for (const options of asked) fromQuery.push(await searchListIds(options));
    process.env.SEARCH_CACHE_SECONDS = "60";
    try {
      clearSearchCache();
      for (const [index, options] of asked.entries()) expect(await searchListIds(options), JSON.stringify(options)).toEqual(fromQuery[index]);
    } finally {
      process.env.SEARCH_CACHE_SECONDS = "0";
      clearSearchCache();
    }
    expect(fromQuery.some((page) => page.total > SEARCH_RANKED_CANDIDATES)).toBe(true);
  });
});
