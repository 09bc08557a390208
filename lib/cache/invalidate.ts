import "server-only";
import { revalidateTag } from "next/cache";
import type { Prisma } from "@/lib/generated/prisma/client";
import { clearProcessCaches } from "./process-caches";
import { INVALIDATION_CHANNEL } from "./channel";
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
 * Makes this server forget what the tags cover: cached pages and reads render fresh on the very next
 * request (not stale-while-revalidate), and every in-process cache drops what it kept.
 */
export function invalidateLocally(tags: readonly string[]): void {
  const changed = unique(tags);
  if (changed.length === 0) return;
  for (const tag of changed) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a request (scripts, the start-up listener) there is no page cache to revalidate here.
      if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
    }
  }
  clearProcessCaches(changed);
}

const unique = (tags: readonly string[]) => [...new Set(tags)];
