import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { CURATOR_DIRECTORY_PAGE_SIZE, findCuratorDirectory } from "@/lib/experts/directory";
import { CURATOR_LISTS_PAGE_SIZE, countCuratorLists, findCuratorByHandle } from "@/lib/experts/queries";
import { createExpert, createList } from "@/tests/support/integration/fixtures";

describe("the curators directory", () => {
  beforeAll(async () => {
    await db.$transaction(async (tx) => tx.$queryRaw`SELECT 1`);
  });

  it("lists every curator with a published list, verified first, then by credibility, with their published list counts", async () => {
    const steady = await createExpert({ name: "Steady Verified", verified: true, credibilityScore: 60 });
    const star = await createExpert({ name: "Star Verified", verified: true, credibilityScore: 95 });
    const popular = await createExpert({ name: "Popular Unverified", verified: false, credibilityScore: 99 });
    const unscored = await createExpert({ name: "Unscored Verified", verified: true, credibilityScore: null });
    const draftsOnly = await createExpert({ name: "Drafts Only", verified: true, credibilityScore: 100 });
    await createExpert({ name: "No Lists", verified: true, credibilityScore: 100 });
    for (const expert of [steady, star, popular, unscored]) await createList({ expertId: expert.id });
    await createList({ expertId: star.id });
    await createList({ expertId: star.id, status: "draft" });
    await createList({ expertId: draftsOnly.id, status: "draft" });

    const { items, total } = await findCuratorDirectory(1);
    expect(total).toBe(4);
    expect(items.map((curator) => [curator.name, curator.listCount])).toEqual([
      ["Star Verified", 2],
      ["Steady Verified", 1],
      ["Unscored Verified", 1],
      ["Popular Unverified", 1],
    ]);
    expect(items[0]).toMatchObject({ handle: star.handle, verified: true, credibilityScore: 95 });
  });

  it("pages by 24, each curator on exactly one page", async () => {
    await db.contentList.deleteMany();
    const experts = await Promise.all(Array.from({ length: CURATOR_DIRECTORY_PAGE_SIZE + 3 }, (_, index) => createExpert({ name: `Paged ${String(index).padStart(2, "0")}`, credibilityScore: 50 })));
    await db.contentList.createMany({ data: experts.map((expert, index) => ({ title: `Paged list ${index}`, slug: `paged-list-${index}`, status: "published", expertId: expert.id })) });
    const first = await findCuratorDirectory(1);
    const second = await findCuratorDirectory(2);
    expect(first.total).toBe(CURATOR_DIRECTORY_PAGE_SIZE + 3);
    expect(first.items).toHaveLength(CURATOR_DIRECTORY_PAGE_SIZE);
    expect(second.items.map((curator) => curator.name)).toEqual(["Paged 24", "Paged 25", "Paged 26"]);
    expect((await findCuratorDirectory(3)).items).toEqual([]);
  });
});

describe("a curator's profile", () => {
  it("pages the curator's published lists by 24, newest first, each list on exactly one page, with the whole count", async () => {
    const expert = await createExpert({ name: "Many Lists", handle: "many-lists" });
    const total = CURATOR_LISTS_PAGE_SIZE * 2 + 5;
    await db.contentList.createMany({
      data: Array.from({ length: total }, (_, index) => ({
        title: `Many ${index}`,
        slug: `many-${index}`,
        status: "published",
        expertId: expert.id,
        updatedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
      })),
    });
    await createList({ expertId: expert.id, status: "draft" });

    const pages = await Promise.all([1, 2, 3, 4].map((page) => findCuratorByHandle("many-lists", page)));
    expect(pages.map((page) => page!.lists.length)).toEqual([CURATOR_LISTS_PAGE_SIZE, CURATOR_LISTS_PAGE_SIZE, 5, 0]);
    expect(pages.every((page) => page!.listCount === total)).toBe(true);
    const titles = pages.flatMap((page) => page!.lists.map((list) => list.title));
    expect(new Set(titles).size).toBe(total);
    expect(titles[0]).toBe(`Many ${total - 1}`);
    expect(titles.at(-1)).toBe("Many 0");
    expect(await countCuratorLists("many-lists")).toBe(total);
    expect(await countCuratorLists("nobody-by-this-handle")).toBeNull();
    expect(await findCuratorByHandle("nobody-by-this-handle")).toBeNull();
  });
});
