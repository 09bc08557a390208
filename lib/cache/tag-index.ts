/** Which keys hold each cache tag, for a store that drops its entries by tag. */
export class TagIndex {
  private readonly byTag = new Map<string, Set<string>>();

  add(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }

  /** The keys holding one of `tags` (a copy: removing them while iterating is safe). */
  keysWith(tags: readonly string[]): string[] {
    const found = new Set<string>();
    for (const tag of tags) for (const key of this.byTag.get(tag) ?? []) found.add(key);
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
