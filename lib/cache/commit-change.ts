import "server-only";
import { recordAudit, type AuditRecord } from "@/lib/audit/record";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { announceChange, invalidateLocally } from "./invalidate";

export interface ChangeOutcome<T> {
  result: T;
  /** The cache tags of everything the change touched (see cache/tags.ts). */
  tags: string[];
  /** What the audit log records about it; admin and moderation writes always say. */
  audit?: AuditRecord | AuditRecord[];
}

/**
 * The one way a write to what the site shows, or to what the audit log records, reaches the database:
 * `work` runs in a transaction, the audit entries and the announcement to other instances commit with it
 * (or not at all), and once it has committed this server's caches forget what changed, so the next
 * request shows the change. (Counters that no page shows, such as page views and rate-limit buckets, are
 * single statements of their own.)
 */
export async function commitChange<T>(actorId: string | null, work: (tx: Prisma.TransactionClient) => Promise<ChangeOutcome<T>>): Promise<T> {
  const outcome = await db.$transaction(async (tx) => {
    const done = await work(tx);
    if (done.audit) await recordAudit(tx, actorId, done.audit);
    await announceChange(tx, done.tags);
    return done;
  });
  invalidateLocally(outcome.tags);
  return outcome.result;
}
