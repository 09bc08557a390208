import { beforeAll, describe, expect, it } from "vitest";
import { GET as getStats } from "@/app/api/admin/stats/route";
import { db } from "@/lib/db";
import { seedDemoContent } from "@/prisma/demo-content";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(async () => {
  await openTestDatabase();
  await seedDemoContent(db);
});

describe("GET /api/admin/stats", () => {
  it("answers 401 when signed out", async () => {
    const response = await callRoute(getStats, "/api/admin/stats");
    expect(response.status).toBe(401);
    expect((await json<{ message: string }>(response)).message).toMatch(/^Unauthorized/);
  });

  it.each(["viewer", "contributor", "editor", "admin"] as const)("gives a %s the dashboard's real numbers", async (role) => {
    const user = await signedInUser(role);
    const response = await callRoute(getStats, "/api/admin/stats", { session: user.session });
    expect(response.status).toBe(200);
    const today = new Date();
    const windowStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 29));
    const views = await db.listViewDay.aggregate({ _sum: { views: true }, where: { day: { gte: windowStart } } });
    const yearAgo = new Date(today);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    const published = await db.contentList.findMany({ where: { status: "published" }, select: { lastVerifiedAt: true, publishedAt: true, createdAt: true } });
    const due = published.filter((list) => (list.lastVerifiedAt ?? list.publishedAt ?? list.createdAt) < yearAgo).length;
    expect(due).toBeGreaterThan(0);
    expect(await json(response)).toEqual({
      totalLists: await db.contentList.count(),
      totalExperts: await db.expert.count(),
      totalCategories: await db.category.count(),
      pageViews: views._sum.views,
      listViews: views._sum.views,
      dueForReverification: due,
    });
  });

  it("counts drafts among the lists and only views of the last 30 days", async () => {
    const admin = await signedInUser("admin");
    const before = await json<{ totalLists: number; pageViews: number }>(await callRoute(getStats, "/api/admin/stats", { session: admin.session }));
    const draft = await db.contentList.create({ data: { title: "Draft", slug: "draft-for-stats", status: "draft" } });
    const old = new Date(Date.now() - 40 * 86_400_000);
    await db.listViewDay.create({ data: { listId: draft.id, day: new Date(Date.UTC(old.getUTCFullYear(), old.getUTCMonth(), old.getUTCDate())), views: 1000 } });
    const today = new Date();
    await db.listViewDay.create({ data: { listId: draft.id, day: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())), views: 7 } });
    const after = await json<{ totalLists: number; pageViews: number }>(await callRoute(getStats, "/api/admin/stats", { session: admin.session }));
    expect(after.totalLists).toBe(before.totalLists + 1);
    expect(after.pageViews).toBe(before.pageViews + 7);
  });

  it("adds the views of every other public page to the page views, while the list views stay the list pages' alone", async () => {
    const admin = await signedInUser("admin");
    const stats = async () => json<{ pageViews: number; listViews: number }>(await callRoute(getStats, "/api/admin/stats", { session: admin.session }));
    const before = await stats();
    const today = new Date(new Date().toISOString().slice(0, 10));
    const old = new Date(today.getTime() - 31 * 86_400_000);
    await db.pageViewDay.createMany({
      data: [
        { page: "home", day: today, views: 11 },
        { page: "topic:1", day: today, views: 5 },
        { page: "search", day: old, views: 500 },
      ],
    });
    const after = await stats();
    expect(after.pageViews).toBe(before.pageViews + 16);
    expect(after.listViews).toBe(before.listViews);
  });
});
