import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFoundError } from "@/lib/http/errors";
import { PUBLISHED } from "@/lib/lists/public-list";
import { REPORT_DESCRIPTION_MAX } from "./reasons";
import { reporterKey } from "./reporter-key";
import type { ReportInput } from "./schema";

export interface StoredReport {
  id: number;
  listId: number;
  reason: ReportInput["reason"];
  description: string | null;
  status: "pending" | "resolved" | "dismissed";
  createdAt: Date;
}

const reportSelect = { id: true, listId: true, reason: true, description: true, status: true, createdAt: true } as const;

/** The same visitor reporting the same list for the same reason again within this window adds nothing. */
export const DUPLICATE_REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a report on a published list (404 otherwise) with status pending. A repeat of the same
 * reporter, list and reason within a day returns the earlier report (`created: false`) instead, with the
 * repeat's details added to it while editors have not decided it yet.
 */
export async function createReport(
  input: ReportInput,
  sender: { userId: string | null; client: string },
  now = new Date(),
): Promise<{ report: StoredReport; created: boolean }> {
  const list = await db.contentList.findFirst({ where: { ...PUBLISHED, id: input.listId }, select: { id: true } });
  if (!list) throw notFoundError("List not found: it does not exist or is not published.");
  const key = reporterKey(sender.userId, sender.client);
  return commitChange<{ report: StoredReport; created: boolean }>(sender.userId, async (tx) => {
    // One report at a time per reporter, so two identical reports sent at once cannot both be stored.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`report:${key}`}))`;
    const earlier = await tx.report.findFirst({
      where: { listId: list.id, reason: input.reason, reporterKey: key, createdAt: { gt: new Date(now.getTime() - DUPLICATE_REPORT_WINDOW_MS) } },
      orderBy: { createdAt: "desc" },
      select: reportSelect,
    });
    if (earlier) return { result: { report: await withAddedDetails(tx, earlier, input.description), created: false }, tags: [] };
    const report = await tx.report.create({
      data: { listId: list.id, reason: input.reason, description: input.description, userId: sender.userId, reporterKey: key, status: "pending", createdAt: now },
      select: reportSelect,
    });
    // Reports show in the review queue only, which reads live: no public cache changes.
    return { result: { report, created: true }, tags: [] };
  });
}

/** `report` with `details` added after its own, when it is still open and does not hold them yet (within the length limit). */
async function withAddedDetails(tx: Prisma.TransactionClient, report: StoredReport, details: string | null | undefined): Promise<StoredReport> {
  if (!details || report.status !== "pending" || report.description?.includes(details)) return report;
  const description = (report.description ? `${report.description}\n\n${details}` : details).slice(0, REPORT_DESCRIPTION_MAX);
  return tx.report.update({ where: { id: report.id }, data: { description }, select: reportSelect });
}
