import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { FORGET_CHANCE, visitorKeyOf, type ViewOutcome } from "@/lib/lists/views";
import type { PageViewTarget } from "./schema";

/** The page's counter key: "home", "topic:3", "curator:7". */
const pageKey = (target: PageViewTarget) => ("id" in target ? `${target.page}:${target.id}` : target.page);

/** A row when the page exists for the public (a visible topic, a curator), none otherwise. */
function targetSql(target: PageViewTarget): Prisma.Sql {
  switch (target.page) {
    case "topic":
      return Prisma.sql`SELECT 1 FROM categories WHERE id = ${target.id} AND "isVisible"`;
    case "curator":
      return Prisma.sql`SELECT 1 FROM experts WHERE id = ${target.id}`;
    default:
      return Prisma.sql`SELECT 1`;
  }
}

/**
 * Counts one view of a public page other than a list: once per visitor per page per UTC day, like list
 * views. The visitor row and the day's count change together, in one statement; the dashboard reads the
 * counters directly and no page shows them, so there is nothing to announce or invalidate.
 */
export async function recordPageView(target: PageViewTarget, client: string, now = new Date()): Promise<ViewOutcome> {
  const day = now.toISOString().slice(0, 10);
  const page = pageKey(target);
  const visitorKey = visitorKeyOf(client, `${day}\n${page}`);
  const [row] = await db.$queryRaw<{ found: number; counted: number }[]>`
    WITH target AS (${targetSql(target)}), fresh AS (
      INSERT INTO page_view_visitors (page, day, "visitorKey")
      SELECT ${page}, ${day}::date, ${visitorKey} FROM target
      ON CONFLICT DO NOTHING
      RETURNING page, day
    ), counted AS (
      INSERT INTO page_view_days (page, day, views)
      SELECT page, day, 1 FROM fresh
      ON CONFLICT (page, day) DO UPDATE SET views = page_view_days.views + 1
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM target)::int AS found, (SELECT count(*) FROM counted)::int AS counted`;
  const result: ViewOutcome = row.found === 0 ? "not-found" : row.counted > 0 ? "counted" : "already-counted";
  if (result === "counted" && Math.random() < FORGET_CHANCE) await forgetPastVisitors(day);
  return result;
}

/** Who saw a page is needed only for the day it is: earlier rows go, now and then. */
async function forgetPastVisitors(today: string): Promise<void> {
  await db.$executeRaw`DELETE FROM page_view_visitors WHERE day < ${today}::date`;
}
