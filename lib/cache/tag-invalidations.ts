import { LRUCache } from "lru-cache";
import { ALL } from "./tags";

/**
 * When each cache tag was last invalidated, as a number the caller counts up (milliseconds can tie).
 * Bounded: a tag pushed out by newer ones raises a floor instead, so whatever is older than it counts as
 * outdated (a store may then drop something still good, never keep something stale).
 */
export class TagInvalidations {
  private floor = 0;
  private readonly lastByTag = new LRUCache<string, number>({
    max: 10_000,
    dispose: (at, _tag, reason) => {
      if (reason === "evict") this.floor = Math.max(this.floor, at);
    },
  });

  /** Records that `tags` were invalidated at `at`; `all` stands for every tag. */
  record(tags: readonly string[], at: number): void {
    for (const tag of tags) this.lastByTag.set(tag, at);
  }

  /** Whether any of `tags` (or `all`) was invalidated after `mark`. */
  since(tags: readonly string[], mark: number): boolean {
    if (this.floor > mark || (this.lastByTag.get(ALL) ?? 0) > mark) return true;
    return tags.some((tag) => (this.lastByTag.get(tag) ?? 0) > mark);
  }
}
