import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export type PendingKey = "theme" | "settings";

/** Keeps a saved, not yet published site-wide change: one row per key, the newest save wins. */
export async function markPending(tx: Prisma.TransactionClient, key: PendingKey, data: Prisma.InputJsonObject, actorId: string | null = null): Promise<void> {
  await tx.pendingChange.upsert({
    where: { key },
    create: { key, data, updatedById: actorId },
    update: { data, updatedById: actorId },
  });
}
