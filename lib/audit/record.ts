import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export interface AuditRecord {
  /** "<target>.<verb>": "list.create", "theme.save", "site.publish", "submission.approve". */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /** What the item is called, for people reading the log: a list's title, a user's email. */
  summary: string;
}

/** Records who did what, in the same transaction as the change itself. */
export async function recordAudit(tx: Prisma.TransactionClient, actorId: string | null, records: AuditRecord | AuditRecord[]): Promise<void> {
  const rows = (Array.isArray(records) ? records : [records]).map((record) => ({
    actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId == null ? null : String(record.targetId),
    summary: record.summary.slice(0, 300),
  }));
  if (rows.length) await tx.auditEntry.createMany({ data: rows });
}
