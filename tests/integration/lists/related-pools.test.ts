// A kept list page carries the tags of the pools it picked its lists to read next from; a change to a
// list names a pool only when the list ranks near its top. These tests check that promise against the
// picks themselves: whenever a change alters what some list page picks, the change names a tag that page
// carries.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { listChangeTags } from "@/lib/content/list-references";
import { db } from "@/lib/db";
import { relatedListCardsOf } from "@/lib/lists/queries";
import { rankedListStateSelect, relatedPoolTagsOfPage } from "@/lib/lists/related-pools";
import { createCategory, createExpert, createList } from "@/tests/support/integration/fixtures";
import { openTestDatabase } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 1);

type Pools = { categories: number[]; experts: number[] };

const listShape = fc.record({
  category: fc.constantFrom(0, 0, 0, 1, null),
  expert: fc.constantFrom(0, 1, null),
  score: fc.constantFrom(null, 40, 60, 60, 80, 95),
  published: fc.constantFrom(true, true, true, false),
});

const change = fc.record({
  category: fc.option(fc.constantFrom(0, 1, null), { nil: undefined }),
  expert: fc.option(fc.constantFrom(0, 1, null), { nil: undefined }),
  score: fc.option(fc.constantFrom(null, 10, 60, 80, 99), { nil: undefined }),
  status: fc.option(fc.constantFrom("published", "draft"), { nil: undefined }),
  touchesUpdatedAt: fc.boolean(),
});

/** What each published list's page shows as lists to read next, and the tags such a page carries. */
async function pagesOf(ids: number[]) {
  const pages = new Map<number, { picks: number[]; tags: string[] }>();
  const lists = await db.contentList.findMany({ where: { id: { in: ids }, status: "published" }, select: { id: true, categoryId: true, expertId: true } });
  for (const list of lists) {
    const related = await relatedListCardsOf(list);
    const picks = related.map((item) => item.id);
    pages.set(list.id, { picks, tags: [cacheTags.list(list.id), ...relatedPoolTagsOfPage(list, related), ...picks.map((id) => cacheTags.list(id))] });
  }
  return pages;
}

async function freshPools(): Promise<Pools> {
  return {
    categories: [(await createCategory()).id, (await createCategory()).id],
    experts: [(await createExpert()).id, (await createExpert()).id],
  };
}

describe("the lists to read next on a kept list page", () => {
  it("are never changed by a write that names none of the page's tags", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(listShape, { minLength: 2, maxLength: 9 }), fc.nat(), change, async (shapes, pick, edit) => {
        const pools = await freshPools();
        const lists = [];
        for (const [index, shape] of shapes.entries()) {
          lists.push(
            await createList({
              categoryId: shape.category === null ? null : pools.categories[shape.category],
              expertId: shape.expert === null ? null : pools.experts[shape.expert],
              qualityScore: shape.score,
              status: shape.published ? "published" : "draft",
              updatedAt: new Date(START + index * MINUTE),
            }),
          );
        }
        const ids = lists.map((list) => list.id);
        const before = await pagesOf(ids);
        const target = lists[pick % lists.length];

        const named = await db.$transaction(async (tx) => {
          const stateBefore = await tx.contentList.findUniqueOrThrow({ where: { id: target.id }, select: { ...rankedListStateSelect, slug: true } });
          const stateAfter = await tx.contentList.update({
            where: { id: target.id },
            data: {
              ...(edit.category !== undefined && { categoryId: edit.category === null ? null : pools.categories[edit.category] }),
              ...(edit.expert !== undefined && { expertId: edit.expert === null ? null : pools.experts[edit.expert] }),
              ...(edit.score !== undefined && { qualityScore: edit.score }),
              ...(edit.status !== undefined && { status: edit.status }),
              updatedAt: edit.touchesUpdatedAt ? new Date(START + 100 * MINUTE) : stateBefore.updatedAt,
            },
            select: { ...rankedListStateSelect, slug: true },
          });
          return listChangeTags(tx, stateBefore, stateAfter);
        });

        const after = await pagesOf(ids);
        for (const [id, page] of before) {
          const picksNow = after.get(id)?.picks ?? null;
          if (picksNow !== null && picksNow.join() === page.picks.join()) continue;
          expect(named.filter((tag) => page.tags.includes(tag)), `list ${id}: picks ${page.picks} became ${picksNow}`).not.toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it("leaves the category's pool alone when a list far below its top is edited, and names it when the list rises", async () => {
    const { categories } = await freshPools();
    const scores = [95, 90, 85, 80, 40];
    const lists = [];
    for (const [index, score] of scores.entries()) {
      lists.push(await createList({ categoryId: categories[0], qualityScore: score, updatedAt: new Date(START + index * MINUTE) }));
    }
    const low = lists[4];
    const edit = (qualityScore: number) =>
      db.$transaction(async (tx) => {
        const stateBefore = await tx.contentList.findUniqueOrThrow({ where: { id: low.id }, select: { ...rankedListStateSelect, slug: true } });
        const stateAfter = await tx.contentList.update({ where: { id: low.id }, data: { qualityScore }, select: { ...rankedListStateSelect, slug: true } });
        return listChangeTags(tx, stateBefore, stateAfter);
      });
    const leaders = cacheTags.categoryLeaders(categories[0]);
    expect(await edit(50)).not.toContain(leaders);
    expect(await edit(75)).not.toContain(leaders);
    // Its category's page still lists it: the topic's own tag is named either way.
    expect(await edit(45)).toContain(cacheTags.category(categories[0]));
    // Fourth: the page of each of the three above it now picks it.
    expect(await edit(82)).toContain(leaders);
    expect(await edit(92)).toContain(leaders);
    // Back down from the top: the pages that picked it pick another.
    expect(await edit(30)).toContain(leaders);
  });
});
