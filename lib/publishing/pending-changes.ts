import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";

/** What can wait for publishing: the theme and the site settings, each one entry holding its saved values. */
export const PENDING_KEYS = ["theme", "settings"] as const;

export type PendingKey = (typeof PENDING_KEYS)[number];

/**
 * Keeps a saved theme or settings change for publishing, in the saving write's transaction. A second save
 * before publishing merges into the first, so publishing applies every field saved since the last publish.
 */
export async function markPending(tx: Prisma.TransactionClient, key: PendingKey, data: Record<string, unknown>, actorId: string | null = null): Promise<void> {
  await lockPending(tx, key);
  const existing = await tx.pendingChange.findUnique({ where: { key } });
  const merged = { ...(existing?.data as Record<string, unknown> | undefined), ...data } as Prisma.InputJsonObject;
  await tx.pendingChange.upsert({
    where: { key },
    create: { key, data: merged, updatedById: actorId },
    update: { data: merged, updatedById: actorId },
  });
}

/**
 * Holds `key`'s saved changes until the transaction ends: two saves (or a save and a publish) at once would
 * otherwise each merge into what they read before the other committed, and one would lose the other's fields.
 */
export async function lockPending(tx: Prisma.TransactionClient, key: PendingKey): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`pending:${key}`}))`;
}

export interface PublishStatus {
  hasUnpublishedChanges: boolean;
  changes: { key: string; updatedAt: Date }[];
}

/** Whether saved changes wait for publishing: one answer for every staff member. */
export async function findPublishStatus(): Promise<PublishStatus> {
  const changes = await db.pendingChange.findMany({ select: { key: true, updatedAt: true }, orderBy: { key: "asc" } });
  return { hasUnpublishedChanges: changes.length > 0, changes };
}
