import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { recordListView } from "@/lib/lists/views";
import { createList } from "@/tests/integration/public-api/fixtures";

const todayUtc = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);

describe("recording list views", () => {
  it("keeps one counter row per list per UTC day and counts every view", async () => {
    const list = await createList();
    await recordListView(list.id);
    expect(await db.listViewDay.findMany({ where: { listId: list.id } })).toEqual([{ listId: list.id, day: todayUtc(), views: 1 }]);
    await recordListView(list.id);
    await recordListView(list.id);
    expect(await db.listViewDay.findMany({ where: { listId: list.id } })).toEqual([{ listId: list.id, day: todayUtc(), views: 3 }]);
  });

  it("loses no view when many arrive at once", async () => {
    const list = await createList();
    await Promise.all(Array.from({ length: 25 }, () => recordListView(list.id)));
    expect((await db.listViewDay.findUniqueOrThrow({ where: { listId_day: { listId: list.id, day: todayUtc() } } })).views).toBe(25);
  });

  it("counts each list on its own and leaves earlier days alone", async () => {
    const first = await createList();
    const second = await createList();
    const yesterday = new Date(todayUtc().getTime() - 86_400_000);
    await db.listViewDay.create({ data: { listId: first.id, day: yesterday, views: 7 } });
    await recordListView(first.id);
    await recordListView(second.id);
    await recordListView(second.id);
    const rows = await db.listViewDay.findMany({ where: { listId: { in: [first.id, second.id] } }, orderBy: [{ listId: "asc" }, { day: "asc" }] });
    expect(rows).toEqual([
      { listId: first.id, day: yesterday, views: 7 },
      { listId: first.id, day: todayUtc(), views: 1 },
      { listId: second.id, day: todayUtc(), views: 2 },
    ]);
  });

  it("refuses a view of a list that does not exist", async () => {
    await expect(recordListView(2_000_000_000)).rejects.toThrow();
  });
});
