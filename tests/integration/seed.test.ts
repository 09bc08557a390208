import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isDatabaseEmpty, seedDemoContent } from "@/prisma/demo-content";

describe("demo content", () => {
  it("fills an empty database with the documented variety, and a second run adds nothing and changes nothing", async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    const first = await seedDemoContent(db);
    expect(first).toEqual({ categories: 7, secondaryCategories: 10, experts: 10, lists: 44 });
    expect(await isDatabaseEmpty(db)).toBe(false);

    const lists = await db.contentList.findMany();
    const scores = lists.map((list) => list.qualityScore ?? 0);
    expect(Math.min(...scores)).toBe(40);
    expect(Math.max(...scores)).toBe(98);
    expect(new Set(lists.map((list) => list.verificationStatus))).toEqual(new Set(["verified", "community"]));
    expect(new Set(lists.map((list) => list.isFree))).toEqual(new Set([true, false]));
    const drafts = lists.filter((list) => list.status === "draft");
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.length).toBeLessThan(lists.length / 4);
    const spanDays = (Math.max(...lists.map((l) => +l.createdAt)) - Math.min(...lists.map((l) => +l.createdAt))) / 86_400_000;
    expect(spanDays).toBeGreaterThan(600);
    for (const list of lists) {
      expect(list.content).toMatch(/<h2>/);
      expect(list.content).toMatch(/<(ol|ul)>/);
      expect(list.content).not.toMatch(/<script|on\w+=/i);
      expect(list.imageUrl).toMatch(/^\/images\/demo\/lists\/[a-z]+-[1-3]\.svg$/);
      expect(list.publishedAt === null).toBe(list.status === "draft");
    }
    const experts = await db.expert.findMany();
    expect(experts.some((expert) => expert.verified) && experts.some((expert) => !expert.verified)).toBe(true);
    expect(await db.siteSettings.count()).toBe(1);
    expect(await db.themeSettings.count()).toBe(1);
    expect(await db.listViewDay.count()).toBeGreaterThan(0);

    const before = await db.contentList.findMany({ orderBy: { id: "asc" } });
    const again = await seedDemoContent(db);
    expect(again).toEqual({ categories: 0, secondaryCategories: 0, experts: 0, lists: 0 });
    expect(await db.contentList.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    expect(await db.siteSettings.count()).toBe(1);
  });

  it("leaves an editor's changes to seeded rows alone", async () => {
    await seedDemoContent(db);
    const list = await db.contentList.findFirstOrThrow({ where: { status: "published" } });
    await db.contentList.update({ where: { id: list.id }, data: { title: "Edited by an editor" } });
    await seedDemoContent(db);
    expect((await db.contentList.findUniqueOrThrow({ where: { id: list.id } })).title).toBe("Edited by an editor");
  });
});
