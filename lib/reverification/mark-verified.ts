import "server-only";
import type { AuditRecord } from "@/lib/audit/record";
import { commitChange } from "@/lib/cache/commit-change";
import { listTags } from "@/lib/content/list-references";
import { recordVersion } from "@/lib/content/versions";
import { notFound } from "@/lib/http/errors";
import { REVERIFY_REPORT_REASONS } from "./due";

/** The note kept on the reports "Mark verified" resolves when the editor wrote none. */
export const DEFAULT_VERIFY_NOTE = "Resolved by re-verification: the list was checked and marked verified.";

export interface VerifiedList {
  id: number;
  lastVerifiedAt: Date;
  /** The open stale and broken-link reports this resolved. */
  resolvedReports: number;
}

/**
 * "Mark verified": the list was checked and is current. Sets its last verification to now (its "Updated"
 * date stays: the content did not change), records a version, resolves its open stale and broken-link
 * reports with the note, and makes its pages show the new date on the next request.
 */
export async function markListVerified(actorId: string, id: number, note: string | null, now = new Date()): Promise<VerifiedList> {
  return commitChange(actorId, async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM content_lists WHERE id = ${id} FOR UPDATE`;
    const list = await tx.contentList.findUnique({ where: { id }, select: { id: true, title: true, slug: true, categoryId: true, expertId: true, createdById: true } });
    if (!list) throw notFound("List not found.");
    // A list with no versions yet (imported or seeded) first gets its state before the change recorded.
    if ((await tx.contentVersion.count({ where: { contentListId: id } })) === 0) await recordVersion(tx, id, list.createdById);
    await tx.$executeRaw`UPDATE content_lists SET "lastVerifiedAt" = ${now} WHERE id = ${id}`;
    await recordVersion(tx, id, actorId);
    // Locked as a report's own decision locks it: one an editor dismissed meanwhile is read as dismissed
    // once that commits, and left as they decided.
    const reports = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM reports
      WHERE "listId" = ${id} AND status = 'pending' AND reason::text = ANY(${[...REVERIFY_REPORT_REASONS]}::text[])
      ORDER BY id FOR UPDATE`;
    await tx.report.updateMany({
      where: { id: { in: reports.map((report) => report.id) }, status: "pending" },
      data: { status: "resolved", resolvedAt: now, resolvedById: actorId, resolutionNote: note ?? DEFAULT_VERIFY_NOTE },
    });
    const audit: AuditRecord[] = [
      { action: "list.verified", targetType: "list", targetId: id, summary: list.title },
      ...reports.map((report) => ({ action: "report.resolve", targetType: "report", targetId: report.id, summary: list.title })),
    ];
    return { result: { id, lastVerifiedAt: now, resolvedReports: reports.length }, tags: listTags(list), audit };
  });
}
