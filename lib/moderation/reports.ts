import "server-only";
import { displayName, fullName } from "@/lib/auth/names";
import { commitChange } from "@/lib/cache/commit-change";
import { db } from "@/lib/db";
import type { Prisma, ReportStatus } from "@/lib/generated/prisma/client";
import { conflict, notFoundError } from "@/lib/http/errors";
import { REVIEW_PAGE_SIZE } from "./submissions";

const person = { select: { firstName: true, lastName: true, email: true } } as const;

const reportSelect = {
  id: true,
  reason: true,
  description: true,
  status: true,
  createdAt: true,
  resolvedAt: true,
  resolutionNote: true,
  list: { select: { id: true, title: true, slug: true, status: true } },
  user: person,
  resolvedBy: person,
} satisfies Prisma.ReportSelect;

type ReportRow = Prisma.ReportGetPayload<{ select: typeof reportSelect }>;

const describe = ({ user, resolvedBy, ...report }: ReportRow) => ({
  ...report,
  reportedBy: user ? fullName(user) : null,
  // Staff are named to other staff by name, never by email address.
  resolvedBy: resolvedBy ? displayName(resolvedBy) : null,
});

export type ReportSummary = ReturnType<typeof describe>;

/** Open reports first (oldest waiting first), then closed ones, newest decision first. */
export async function findReports(status?: ReportStatus): Promise<{ items: ReportSummary[]; total: number }> {
  const where = status ? { status } : {};
  const [rows, total] = await Promise.all([
    db.report.findMany({
      where,
      select: reportSelect,
      orderBy: [{ status: "asc" }, { resolvedAt: { sort: "desc", nulls: "first" } }, { createdAt: "asc" }, { id: "asc" }],
      take: REVIEW_PAGE_SIZE,
    }),
    db.report.count({ where }),
  ]);
  return { items: rows.map(describe), total };
}

/** Closes an open report as resolved (something was fixed) or dismissed (nothing needed fixing). */
export async function decideReport(actorId: string, id: number, outcome: "resolved" | "dismissed", note: string) {
  return commitChange(actorId, async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM reports WHERE id = ${id} FOR UPDATE`;
    const report = await tx.report.findUnique({ where: { id }, select: { status: true, list: { select: { title: true } } } });
    if (!report) throw notFoundError("Report not found.");
    if (report.status !== "pending") throw conflict(`This report has already been ${report.status}.`);
    await tx.report.update({ where: { id }, data: { status: outcome, resolvedAt: new Date(), resolvedById: actorId, resolutionNote: note } });
    const decided = await tx.report.findUniqueOrThrow({ where: { id }, select: reportSelect });
    return {
      result: describe(decided),
      tags: [],
      audit: { action: outcome === "resolved" ? "report.resolve" : "report.dismiss", targetType: "report", targetId: id, summary: report.list.title },
    };
  });
}

/** The numbers on the Review tab: what still waits for a decision. */
export async function countReviewQueue(): Promise<{ pendingSubmissions: number; openReports: number }> {
  const [pendingSubmissions, openReports] = await Promise.all([db.submission.count({ where: { status: "pending" } }), db.report.count({ where: { status: "pending" } })]);
  return { pendingSubmissions, openReports };
}
