import { diskStore } from "./disk-store";
import { memoryStore } from "./store";

/**
 * Removes everything this process keeps under any of `tags`, in memory and on disk. Used by the one
 * invalidation call after a write, and by the listener for other instances' writes (it runs in server.ts,
 * outside Next.js's bundles, so this module stays free of "server-only").
 */
export function dropCachedTags(tags: readonly string[]): void {
  memoryStore().invalidate(tags);
  diskStore()?.invalidate(tags);
}
