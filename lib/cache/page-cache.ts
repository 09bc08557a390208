// Next.js's page and data cache, through its documented extension point: next.config.ts names
// next-cache-handler.mjs as `cacheHandler`, which hands every call to the PageCache server.ts installs.
// - Cached data reads (Next's FETCH entries, from unstable_cache) live in the memory store and on disk;
//   one read back from disk goes into memory again.
// - Cached route answers (APP_ROUTE: feeds, sitemaps, public read calls), and any page a route keeps
//   (APP_PAGE), live on disk only: repeats are answered in front of Next.js from their compressed copies
//   (kept-responses.ts). Public pages are rendered per request and kept only there (page-tags.ts).
// Every entry is indexed by its cache tags: a page's are in its `x-next-cache-tags` header, a data
// read's come with it. A write removes exactly the entries its tags name, on this instance through the
// one invalidation call and on the others through their listener (lib/cache/invalidate.ts). Each get and
// set also reports the entry's tags to the request being answered (request-tags.ts).
import { deserialize, serialize } from "node:v8";
import type { DiskStore } from "./disk-store";
import { ALL, isPathTag } from "./tags";
import { currentTagScope, recordTags } from "./request-tags";
import type { TaggedStore } from "./store";

/** What Next.js hands the handler: an entry of one kind ("APP_PAGE", "APP_ROUTE", "FETCH"). */
interface CacheValue {
  kind: string;
  headers?: Record<string, unknown>;
  tags?: string[];
  data?: unknown;
}

interface StoredEntry {
  value: CacheValue;
  lastModified: number;
  cacheControl?: unknown;
  tags: string[];
}

const TAGS_HEADER = "x-next-cache-tags";
const KEY_PREFIX = "next\u0000";

export class PageCache {
  constructor(
    private readonly memory: TaggedStore,
    private readonly disk: DiskStore | null,
  ) {}

  async get(key: string): Promise<Omit<StoredEntry, "tags"> | null> {
    const stored = this.memory.get<StoredEntry>(KEY_PREFIX + key) ?? (await this.readDisk(key));
    if (!stored) return null;
    recordTags(stored.tags);
    return { value: stored.value, lastModified: stored.lastModified, cacheControl: stored.cacheControl };
  }

  async set(key: string, value: CacheValue | null, context: { tags?: string[]; cacheControl?: unknown } = {}): Promise<void> {
    if (!value) {
      this.memory.delete(KEY_PREFIX + key);
      this.disk?.delete(KEY_PREFIX + key);
      return;
    }
    const tags = tagsOf(value, context);
    recordTags(tags);
    // A render or read that began before a write to what it shows must not be kept after that write.
    const since = currentTagScope()?.since ?? this.memory.invalidationMark();
    if (this.memory.invalidatedSince(tags, since)) return;
    const entry: StoredEntry = { value, lastModified: Date.now(), cacheControl: context.cacheControl, tags };
    const isData = value.kind === "FETCH";
    if (isData || !this.disk) this.keepInMemory(key, entry, since);
    if (this.disk) await this.disk.write(KEY_PREFIX + key, serialize(entry), tags, () => !this.memory.invalidatedSince(tags, since));
  }

  revalidateTag(tags: string | string[]): void {
    const named = Array.isArray(tags) ? tags : [tags];
    // Path tags are not indexed (tagsOf): a revalidatePath, which the site does not make, drops everything.
    const list = named.some(isPathTag) ? [ALL] : named;
    this.memory.invalidate(list);
    this.disk?.invalidate(list);
  }

  private async readDisk(key: string): Promise<StoredEntry | null> {
    const since = this.memory.invalidationMark();
    const bytes = await this.disk?.read(KEY_PREFIX + key);
    if (!bytes) return null;
    let entry: StoredEntry;
    try {
      entry = withBuffers(deserialize(bytes)) as StoredEntry;
    } catch {
      this.disk?.delete(KEY_PREFIX + key);
      return null;
    }
    // A data read that memory let go (rendered pages and answers pushed it out) goes back into memory:
    // the same few reads serve many requests, and left on disk each of those would open and decode a file.
    if (entry.value.kind === "FETCH") this.keepInMemory(key, entry, since);
    return entry;
  }

  /** Keeps `entry` in memory unless a write to one of its tags came after `since`. */
  private keepInMemory(key: string, entry: StoredEntry, since: number): void {
    this.memory.set(KEY_PREFIX + key, entry, { tags: entry.tags, size: sizeOf(entry.value), since });
  }
}

/** What the entry shows, by the site's own tags; one that names none carries ALL, so only a write that drops everything removes it. */
function tagsOf(value: CacheValue, context: { tags?: string[] }): string[] {
  const header = value.headers?.[TAGS_HEADER];
  const named = value.kind === "FETCH" ? (context.tags ?? value.tags ?? []) : typeof header === "string" ? header.split(",") : [];
  const tags = named.filter((tag) => tag !== "" && !isPathTag(tag));
  return tags.length ? tags : [ALL];
}

function sizeOf(value: CacheValue): number {
  return JSON.stringify(value.data ?? "").length * 2;
}

/** Serialization turns Buffers into plain byte arrays; Next.js expects Buffers back (payloads, route bodies). */
function withBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, withBuffers(item)]));
  if (Array.isArray(value)) return value.map(withBuffers);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withBuffers(item)]));
  return value;
}

const PAGE_CACHE = Symbol.for("the-lists.page-cache");
type WithPageCache = typeof globalThis & { [PAGE_CACHE]?: PageCache };

/** Makes `cache` the one next-cache-handler.mjs hands Next.js's calls to (server.ts, at start). */
export function installPageCache(cache: PageCache): void {
  (globalThis as WithPageCache)[PAGE_CACHE] = cache;
}
