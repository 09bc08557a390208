// The one in-process cache. Everything a server keeps in memory between requests lives in one
// least-recently-used store (lru-cache) with one memory budget, PROCESS_CACHE_MB (default 32): pages and
// answers ready to send, Next.js's cached data reads, search results, list JSON, sanitizer verdicts, the
// request guard's knowledge of which addresses exist. Each entry carries the cache tags of what it shows
// (lib/cache/tags.ts); a write names the tags it changed and exactly the entries holding one of them go
// (the catch-all tag `all` empties the store). Entries also leave when their lifetime ends or when the
// budget needs room, least recently used first.
//
// The store is kept on globalThis: server.ts, the request guard and Next.js's route bundles each carry a
// copy of this module, and all of them must share one store in the process.
import { LRUCache } from "lru-cache";
import { ALL } from "./tags";
import { TagIndex } from "./tag-index";
import { TagInvalidations } from "./tag-invalidations";

interface Entry {
  value: unknown;
  size: number;
  tags: readonly string[];
}

export interface StoreOptions {
  /** The tags of what the value shows; a write naming one of them removes it. */
  tags: readonly string[];
  /** Bytes the value holds (an estimate is fine); counts against the budget. */
  size: number;
  /** Lifetime in milliseconds; none means until evicted or invalidated. */
  ttlMs?: number;
}

// Modest on purpose: the disk tier beneath (disk-store.ts) serves what memory let go at about a static
// file's speed, so memory holds only the hottest answers. Measured at 100,000 lists: with 32 MB the cached
// list and topic rotations ran at 176% and 94% of a static file (138% and 85% with 16 MB); with 64 MB the
// store filled over the first minutes of traffic and the server sat 77 MB higher after ten (530 MB).
const DEFAULT_MEGABYTES = 32;
// What an entry costs besides its value: the map slot, the key, its tags in the index.
const ENTRY_OVERHEAD_BYTES = 200;

/** The budget in bytes: PROCESS_CACHE_MB (a positive number of megabytes), else 32 MB. */
export function memoryBudgetBytes(env: Record<string, string | undefined> = process.env): number {
  const megabytes = Number.parseFloat(env.PROCESS_CACHE_MB ?? "");
  return Math.floor((Number.isFinite(megabytes) && megabytes > 0 ? megabytes : DEFAULT_MEGABYTES) * 1024 * 1024);
}

export class TaggedStore {
  private readonly lru: LRUCache<string, Entry>;
  private readonly byTag = new TagIndex();
  private readonly invalidations = new TagInvalidations();
  private sequence = 0;

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.size),
      dispose: (entry, key) => this.byTag.remove(key, entry.tags),
    });
  }

  get<V>(key: string): V | undefined {
    return this.lru.get(key)?.value as V | undefined;
  }

  /**
   * Keeps `value` unless one of its tags was invalidated after `since` (the moment its computation
   * started, from invalidationMark()): a value read before a write must not outlive the write.
   */
  set(key: string, value: unknown, options: StoreOptions & { since?: number }): boolean {
    const tags = this.byTag.shared([...new Set(options.tags)]);
    if (options.since !== undefined && this.invalidations.since(tags, options.since)) return false;
    const size = options.size + ENTRY_OVERHEAD_BYTES + key.length * 2;
    if (size > this.lru.maxSize) return false;
    this.lru.set(key, { value, size, tags }, { ttl: options.ttlMs && options.ttlMs > 0 ? options.ttlMs : undefined });
    if (!this.lru.has(key)) return false;
    this.byTag.add(key, tags);
    return true;
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  /** A mark to pass to set() as `since`: what is invalidated after it does not get stored. */
  invalidationMark(): number {
    return this.sequence;
  }

  /** Whether any of `tags` was invalidated after `mark`. */
  invalidatedSince(tags: readonly string[], mark: number): boolean {
    return this.invalidations.since(tags, mark);
  }

  /** Removes every entry holding one of `tags`; `all` removes everything. */
  invalidate(tags: readonly string[]): void {
    this.sequence += 1;
    this.invalidations.record(tags, this.sequence);
    if (tags.includes(ALL)) {
      this.lru.clear();
      this.byTag.clear();
      return;
    }
    for (const key of this.byTag.keysWith(tags)) this.lru.delete(key);
  }

  /** Bytes held and entries kept now. */
  usage(): { bytes: number; entries: number; budget: number } {
    return { bytes: this.lru.calculatedSize, entries: this.lru.size, budget: this.lru.maxSize };
  }
}

const STORE = Symbol.for("the-lists.memory-store");
type WithStore = typeof globalThis & { [STORE]?: TaggedStore };

/** The process's one memory store, created with PROCESS_CACHE_MB on first use. */
export function memoryStore(): TaggedStore {
  const holder = globalThis as WithStore;
  return (holder[STORE] ??= new TaggedStore(memoryBudgetBytes()));
}
