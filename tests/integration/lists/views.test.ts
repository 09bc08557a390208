import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { recordListView, visitorKeyOf } from "@/lib/lists/views";
import { createList } from "@/tests/support/integration/fixtures";

const todayUtc = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
const viewsOf = async (listId: number) => (await db.listViewDay.findMany({ where: { listId }, orderBy: { day: "asc" } })).map((row) => row.views);

describe("recording list views", () => {
  // Opening the embedded database (and its first transaction) happens here, not inside the first test's time.
  beforeAll(async () => {
    await db.$transaction(async (tx) => tx.$queryRaw`SELECT 1`);
  });

  it("counts a visitor, by their address, once per list per UTC day", async () => {
    const list = await createList();
    expect(await recordListView(list.id, "10.0.0.1")).toBe("counted");
    expect(await recordListView(list.id, "10.0.0.1")).toBe("already-counted");
    expect(await recordListView(list.id, "10.0.0.2")).toBe("counted");
    expect(await db.listViewDay.findMany({ where: { listId: list.id } })).toEqual([{ listId: list.id, day: todayUtc(), views: 2 }]);
  });

  it("forgets who saw a list on earlier days, now and then", async () => {
    const list = await createList();
    const yesterday = new Date(Date.now() - 86_400_000);
    await recordListView(list.id, "10.0.0.4", yesterday);
    expect(await db.listViewVisitor.count({ where: { listId: list.id } })).toBe(1);
    const random = vi.spyOn(Math, "random").mockReturnValue(0);
    try {
      expect(await recordListView(list.id, "10.0.0.5")).toBe("counted");
    } finally {
      random.mockRestore();
    }
    expect(await db.listViewVisitor.findMany({ where: { listId: list.id }, select: { day: true } })).toEqual([{ day: todayUtc() }]);
    expect(await viewsOf(list.id)).toEqual([1, 1]);
  });

  it("counts the same visitor again on the next day", async () => {
    const list = await createList();
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 86_400_000);
    await recordListView(list.id, "10.0.0.3", today);
    expect(await recordListView(list.id, "10.0.0.3", tomorrow)).toBe("counted");
    expect(await viewsOf(list.id)).toEqual([1, 1]);
  });

  it("loses no view when many visitors arrive at once, and counts a burst from one visitor once", async () => {
    const list = await createList();
    await Promise.all(Array.from({ length: 20 }, (_, index) => recordListView(list.id, `10.1.0.${index}`)));
    await Promise.all(Array.from({ length: 5 }, () => recordListView(list.id, "10.2.0.1")));
    expect(await viewsOf(list.id)).toEqual([21]);
  });

  it("stores no address, only a digest that changes with the day", async () => {
    const list = await createList();
    await recordListView(list.id, "192.0.2.44");
    const [visitor] = await db.listViewVisitor.findMany({ where: { listId: list.id } });
    expect(visitor.visitorKey).not.toContain("192.0.2.44");
    expect(visitorKeyOf("192.0.2.44", "2026-01-01")).not.toBe(visitorKeyOf("192.0.2.44", "2026-01-02"));
  });

  it("does not count a list that does not exist or is not published", async () => {
    const draft = await createList({ status: "draft" });
    expect(await recordListView(2_000_000_000, "10.0.0.9")).toBe("not-found");
    expect(await recordListView(draft.id, "10.0.0.9")).toBe("not-found");
    expect(await viewsOf(draft.id)).toEqual([]);
  });
});
