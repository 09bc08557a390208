import { ALL } from "./tags";

/** Which keys hold each cache tag, for a store that drops its entries by tag. */
export class TagIndex {
  private readonly byTag = new Map<string, { tag: string; keys: Set<string> }>();

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
      let holders = this.byTag.get(tag);
      if (!holders) this.byTag.set(tag, (holders = { tag, keys: new Set() }));
      holders.keys.add(key);
    }
  }

  remove(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const holders = this.byTag.get(tag);
      if (!holders) continue;
      holders.keys.delete(key);
      if (holders.keys.size === 0) this.byTag.delete(tag);
    }
  }

  /** The keys holding one of `tags` (a copy: removing them while iterating is safe). */
  keysWith(tags: readonly string[]): string[] {
    const found = new Set<string>();
    for (const tag of tags) for (const key of this.byTag.get(tag)?.keys ?? []) found.add(key);
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
