import { ALL } from "./tags";

/**
 * Which keys hold each cache tag, for a store that drops its entries by tag. Most tags are held by one
 * key only (a list's own tags on its page): such a tag keeps that key itself, and only a tag held by
 * several keys gets a Set, which costs about a hundred bytes more (measured: 1.6 -> 1.1 KB of heap per
 * disk entry with a page's usual tags).
 */
export class TagIndex {
  private readonly byTag = new Map<string, { tag: string; keys: string | Set<string> }>();

  /**
   * The tags as this index already holds them: an entry that keeps this array shares one copy of each
   * tag string with every other entry (a page's tags arrive as new strings with every render, and most
   * pages carry the same dozen).
   */
  shared(tags: readonly string[]): string[] {
    return tags.map((tag) => this.byTag.get(tag)?.tag ?? tag);
  }

  /** Indexes `key` under `tags`; not under ALL, which empties a store without asking the index. */
  add(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      if (tag === ALL) continue;
      const holders = this.byTag.get(tag);
      if (!holders) this.byTag.set(tag, { tag, keys: key });
      else if (typeof holders.keys !== "string") holders.keys.add(key);
      else if (holders.keys !== key) holders.keys = new Set([holders.keys, key]);
    }
  }

  remove(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const holders = this.byTag.get(tag);
      if (!holders) continue;
      if (typeof holders.keys === "string") {
        if (holders.keys === key) this.byTag.delete(tag);
        continue;
      }
      holders.keys.delete(key);
      if (holders.keys.size === 1) holders.keys = holders.keys.values().next().value!;
      else if (holders.keys.size === 0) this.byTag.delete(tag);
    }
  }

  /** The keys holding one of `tags` (a copy: removing them while iterating is safe). */
  keysWith(tags: readonly string[]): string[] {
    const found = new Set<string>();
    for (const tag of tags) {
      const keys = this.byTag.get(tag)?.keys;
      if (typeof keys === "string") found.add(keys);
      else for (const key of keys ?? []) found.add(key);
    }
    return [...found];
  }

  /** How many tags have keys now (a tag whose keys are all gone is forgotten). */
  get size(): number {
    return this.byTag.size;
  }

  clear(): void {
    this.byTag.clear();
  }
}
