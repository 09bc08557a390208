import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { publishedListSql } from "./published-sql";

/**
 * A visitor is their address (what a client sends, such as its browser's name, cannot make it another
 * visitor), known only by a digest salted with the day: the address itself is never stored, and
 * yesterday's keys cannot be matched to today's.
 */
export function visitorKeyOf(client: string, day: string): string {
  return createHash("sha256").update(`${day}\n${client}`).digest("base64url").slice(0, 32);
}

export type ViewOutcome = "counted" | "already-counted" | "not-found";

/**
 * Counts one view of a published list: once per visitor per list per UTC day. The visitor row and the
 * day's count change together, in one statement, which needs no transaction around it; no page shows the
 * count (trending refreshes on its own timer), so nothing is announced or invalidated either.
 */
export async function recordListView(listId: number, client: string, now = new Date()): Promise<ViewOutcome> {
  const day = now.toISOString().slice(0, 10);
  const visitorKey = visitorKeyOf(client, day);
  const [row] = await db.$queryRaw<{ found: number; counted: number }[]>`
    WITH target AS (
      SELECT l.id FROM content_lists l WHERE l.id = ${listId} AND ${publishedListSql("l")}
    ), fresh AS (
      INSERT INTO list_view_visitors ("listId", day, "visitorKey")
      SELECT id, ${day}::date, ${visitorKey} FROM target
      ON CONFLICT DO NOTHING
      RETURNING "listId", day
    ), counted AS (
      INSERT INTO list_view_days ("listId", day, views)
      SELECT "listId", day, 1 FROM fresh
      ON CONFLICT ("listId", day) DO UPDATE SET views = list_view_days.views + 1
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM target)::int AS found, (SELECT count(*) FROM counted)::int AS counted`;
  const result: ViewOutcome = row.found === 0 ? "not-found" : row.counted > 0 ? "counted" : "already-counted";
  if (result === "counted" && Math.random() < FORGET_CHANCE) await db.$executeRaw`DELETE FROM list_view_visitors WHERE day < ${day}::date`;
  return result;
}

/** Who saw a list is needed only for the day it is: about one counted view in a hundred clears earlier days. */
export const FORGET_CHANCE = 0.01;
