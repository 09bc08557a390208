import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { publishedListSql } from "@/lib/lists/published-sql";
import { reverificationCutoff, reverifyAfterMonths } from "./rule";
import { REVERIFICATION_PAGE_SIZE } from "./schema";

/** Report reasons that say a list may no longer be accurate: while one is open, the list is due. */
export const REVERIFY_REPORT_REASONS = ["stale", "broken_links"] as const;

/** The open stale and broken-link reports about list `l`. */
const OPEN_REPORTS = Prisma.sql`FROM reports r WHERE r."listId" = l.id AND r.status = 'pending' AND r.reason::text IN (${Prisma.join([...REVERIFY_REPORT_REASONS])})`;

// A published list is due when its verification date is before the cutoff, or a stale or broken-link
// report about it is open. The reports are one uncorrelated subquery, read once: as a correlated EXISTS
// per list, PostgreSQL priced the count at 100,000 lists high enough to compile it first (about a second).
const dueCondition = (cutoff: Date) => Prisma.sql`
  ${publishedListSql("l")}
  AND (coalesce(l."lastVerifiedAt", l."publishedAt", l."createdAt") < ${cutoff}
    OR l.id IN (SELECT r."listId" FROM reports r WHERE r.status = 'pending' AND r.reason::text IN (${Prisma.join([...REVERIFY_REPORT_REASONS])})))`;

export interface DueList {
  id: number;
  title: string;
  slug: string;
  lastVerifiedAt: Date | null;
  publishedAt: Date | null;
  /** When the list became due: its verification date plus the setting, or its oldest open report. */
  dueSince: Date;
  /** Whether its verification is older than the setting allows (else only reports make it due). */
  pastDue: boolean;
  openReports: { id: number; reason: string; description: string | null; createdAt: Date }[];
}

type DueRow = Omit<DueList, "openReports">;

/** One page of the lists due for re-verification, the longest due first, with their open stale and broken-link reports. */
export async function findListsDueForReverification(page = 1, now = new Date()): Promise<{ items: DueList[]; total: number }> {
  const cutoff = reverificationCutoff(now);
  const months = reverifyAfterMonths();
  const [rows, total] = await Promise.all([
    db.$queryRaw<DueRow[]>`
      SELECT id, title, slug, "lastVerifiedAt", "publishedAt", "pastDue",
        least(CASE WHEN "pastDue" THEN since + make_interval(months => ${months}::int) END, "oldestReport") AS "dueSince"
      FROM (
        SELECT l.id, l.title, l.slug, l."lastVerifiedAt", l."publishedAt",
          coalesce(l."lastVerifiedAt", l."publishedAt", l."createdAt") AS since,
          coalesce(l."lastVerifiedAt", l."publishedAt", l."createdAt") < ${cutoff} AS "pastDue",
          (SELECT min(r."createdAt") ${OPEN_REPORTS}) AS "oldestReport"
        FROM content_lists l
        WHERE ${dueCondition(cutoff)}
      ) due
      ORDER BY "dueSince" ASC, id ASC
      LIMIT ${REVERIFICATION_PAGE_SIZE} OFFSET ${(page - 1) * REVERIFICATION_PAGE_SIZE}`,
    countListsDueForReverification(now),
  ]);
  const reports = rows.length
    ? await db.report.findMany({
        where: { listId: { in: rows.map((row) => row.id) }, status: "pending", reason: { in: [...REVERIFY_REPORT_REASONS] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, listId: true, reason: true, description: true, createdAt: true },
      })
    : [];
  const items = rows.map((row) => ({
    ...row,
    openReports: reports
      .filter((report) => report.listId === row.id)
      .map((report) => ({ id: report.id, reason: report.reason, description: report.description, createdAt: report.createdAt })),
  }));
  return { items, total };
}

/** How many published lists are due for re-verification: the dashboard's card. */
export async function countListsDueForReverification(now = new Date()): Promise<number> {
  const [row] = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM content_lists l WHERE ${dueCondition(reverificationCutoff(now))}`;
  return row.count;
}
