import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { INVALIDATION_CHANNEL } from "./channel";
import { dropCachedTags } from "./drop-tags";
import { ALL } from "./tags";

export { INVALIDATION_CHANNEL };

// NOTIFY payloads must stay under 8000 bytes; a write that changes more clears everything instead.
const MAX_PAYLOAD_CHARS = 7000;

/** Sends the changed tags to every instance, inside the write's transaction: delivered only if it commits. */
export async function announceChange(tx: Prisma.TransactionClient, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  let payload = JSON.stringify(unique(tags));
  if (payload.length > MAX_PAYLOAD_CHARS) payload = JSON.stringify([ALL]);
  await tx.$executeRaw`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${payload})`;
}

/**
 * Makes this server forget what the tags cover, in every cache it keeps (pages, answers, data reads, in
 * memory and on disk): the very next request renders it fresh.
 */
export function invalidateLocally(tags: readonly string[]): void {
  const changed = unique(tags);
  if (changed.length) dropCachedTags(changed);
}

const unique = (tags: readonly string[]) => [...new Set(tags)];
