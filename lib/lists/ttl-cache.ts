// A small in-process cache for answers that are expensive to compute and may be a few seconds old: each
// key is computed once at a time (concurrent callers share the pending promise), kept for `ttlMs()`, and
// the oldest keys are dropped past `maxEntries`. A failed computation is not kept. With `refreshInBackground`,
// an expired answer is still returned while its replacement is computed, so no caller waits for a refresh.
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  expires: number;
  value: Promise<T>;
  refreshing?: boolean;
}

export function createTtlCache<T>(options: {
  maxEntries: number;
  ttlMs: () => number;
  refreshInBackground?: boolean;
  now?: () => number;
}): TtlCache<T> {
  const entries = new Map<string, Entry<T>>();
  const now = options.now ?? Date.now;
  // A refresh that started before clear() must not bring back what clear() dropped.
  let generation = 0;

  function store(key: string, value: Promise<T>, ttl: number): Entry<T> {
    const entry: Entry<T> = { expires: now() + ttl, value };
    entries.delete(key);
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  return {
    get(key, compute) {
      const ttl = options.ttlMs();
      if (ttl <= 0) return compute();
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
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
        return hit.value;
      }
      return store(key, compute(), ttl).value;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
