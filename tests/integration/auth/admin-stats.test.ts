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

  it.each(["viewer", "contributor", "editor", "admin"] as const)("gives a %s the dashboard's four real numbers", async (role) => {
    const user = await signedInUser(role);
    const response = await callRoute(getStats, "/api/admin/stats", { session: user.session });
    expect(response.status).toBe(200);
    const today = new Date();
    const windowStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 29));
    const views = await db.listViewDay.aggregate({ _sum: { views: true }, where: { day: { gte: windowStart } } });
    expect(await json(response)).toEqual({
      totalLists: await db.contentList.count(),
      totalExperts: await db.expert.count(),
      totalCategories: await db.category.count(),
      pageViews: views._sum.views,
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
});
