// A small in-process cache for answers that are expensive to compute and may be a few seconds old: each
// key is computed once at a time (concurrent callers share the pending promise), kept for `ttlMs()`, and
// the oldest keys are dropped past `maxEntries`. A failed computation is not kept. With `refreshInBackground`,
// an expired answer is still returned while its replacement is computed, so no caller waits for a refresh.
// A cache given a `name` is one of the server's process caches: it counts against the one memory budget
// (lib/cache/memory-budget.ts) and is emptied by every invalidation (lib/cache/process-caches.ts).
// An entry keeps its finished value, never the promise of it: a promise made while serving a request
// carries that request's async context (Node's AsyncLocalStorage stores it on the promise), so a kept
// promise keeps the whole request, its rendered answer included, for as long as the entry lives.
import { dropFirstKey, enforceMemoryBudget, joinMemoryBudget } from "@/lib/cache/memory-budget";
import { registerProcessCache } from "@/lib/cache/process-caches";

export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  expires: number;
  /** The computation while it runs, shared by concurrent callers; dropped once it settles. */
  pending?: Promise<T>;
  value?: T;
  refreshing?: boolean;
  bytes: number;
}

const valueOf = <T>(entry: Entry<T>): Promise<T> => entry.pending ?? Promise.resolve(entry.value as T);

// What an entry costs besides its value: the map slot, the key, the promise.
const ENTRY_OVERHEAD_BYTES = 200;

export function createTtlCache<T>(options: {
  maxEntries: number;
  ttlMs: () => number;
  refreshInBackground?: boolean;
  now?: () => number;
  /** Joins the memory budget and the invalidation call under this name. */
  name?: string;
  /** The bytes a value holds (an estimate); without it, an entry counts as its overhead only. */
  sizeOf?: (value: T) => number;
}): TtlCache<T> {
  const entries = new Map<string, Entry<T>>();
  const now = options.now ?? Date.now;
  // A refresh that started before clear() must not bring back what clear() dropped.
  let generation = 0;
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function store(key: string, pending: Promise<T>, ttl: number): Promise<T> {
    const entry: Entry<T> = { expires: now() + ttl, pending, bytes: ENTRY_OVERHEAD_BYTES + key.length * 2 };
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    pending.then(
      (resolved) => {
        if (entries.get(key) !== entry) return;
        entry.value = resolved;
        entry.pending = undefined;
        if (!options.sizeOf) return;
        const size = options.sizeOf(resolved);
        entry.bytes += size;
        bytes += size;
        if (options.name) enforceMemoryBudget();
      },
      () => {
        if (entries.get(key) === entry) drop(key);
      },
    );
    while (entries.size > options.maxEntries) drop(entries.keys().next().value as string);
    if (options.name) enforceMemoryBudget();
    return pending;
  }

  const clear = () => {
    generation++;
    entries.clear();
    bytes = 0;
  };

  if (options.name) {
    joinMemoryBudget({
      name: options.name,
      bytes: () => bytes,
      evictOldest: () => dropFirstKey(entries, drop),
    });
    registerProcessCache(options.name, clear);
  }

  return {
    get(key, compute) {
      const ttl = options.ttlMs();
      if (ttl <= 0) return compute();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Most recently used last: the budget evicts from the front.
        entries.delete(key);
        entries.set(key, hit);
        return valueOf(hit);
      }
      if (hit && options.refreshInBackground) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const started = generation;
          const next = compute();
          next.then(
            () => {
              if (generation === started) store(key, next, ttl);
            },
            () => {
              hit.refreshing = false;
            },
          );
        }
        return valueOf(hit);
      }
      return store(key, compute(), ttl);
    },
    clear,
  };
}
