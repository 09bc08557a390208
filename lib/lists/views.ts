import "server-only";
import { db } from "@/lib/db";

/** Counts one view of a list: a single upsert on that list's row for today (UTC). */
export async function recordListView(listId: number): Promise<void> {
  await db.$executeRaw`
    INSERT INTO list_view_days ("listId", day, views) VALUES (${listId}, (now() AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT ("listId", day) DO UPDATE SET views = list_view_days.views + 1`;
}
