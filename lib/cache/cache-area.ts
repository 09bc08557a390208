import { keepAnswerUntil } from "./request-tags";
import { memoryStore } from "./store";

// A named part of the one memory store (store.ts): its keys cannot meet another area's, and `remember`
// computes a missing value once however many requests ask for it at the same moment. An area keeps
// finished values, never the promises of them: a promise made while serving a request carries that
// request's async context, so keeping one would keep the whole request alive.

export interface AreaOptions<V> {
  /** Bytes a value holds (an estimate). */
  sizeOf: (value: V) => number;
  /** How long a value is fresh, in milliseconds; 0 keeps nothing; none: until evicted or invalidated. */
  ttlMs?: () => number;
  /**
   * An expired value is still answered while its replacement is computed in the background, so nobody
   * waits for a refresh (a write still removes it at once).
   */
  refreshInBackground?: boolean;
  /**
   * The value changes without a write announcing it (it is computed on a timer): an answer showing it is
   * kept in front of Next.js only while the value it got is fresh (request-tags.ts, keepAnswerUntil).
   */
  boundsKeptAnswers?: boolean;
}

export interface CacheArea<V> {
  get(key: string): V | undefined;
  /** Keeps `value` under `tags`, unless a write to one of them came after `since` (memoryStore().invalidationMark() when it was read). */
  set(key: string, value: V, tags: readonly string[], since?: number): void;
  delete(key: string): void;
  /** The kept value for `key`, or `compute`'s, kept under `tags` unless a write to them happened meanwhile. */
  remember(key: string, tags: readonly string[], compute: () => Promise<V>): Promise<V>;
}

interface Kept<V> {
  value: V;
  freshUntil: number;
}

export function cacheArea<V>(name: string, options: AreaOptions<V>): CacheArea<V> {
  const keyOf = (key: string) => `${name}\u0000${key}`;
  const pending = new Map<string, Promise<V>>();
  const lifetime = () => options.ttlMs?.() ?? Number.POSITIVE_INFINITY;

  const store = (fullKey: string, value: V, tags: readonly string[], since?: number) => {
    const ttl = lifetime();
    if (ttl <= 0) return;
    const kept: Kept<V> = { value, freshUntil: Date.now() + ttl };
    // A value refreshed in the background stays (stale) after its lifetime, until a write or the budget removes it.
    const ttlMs = options.refreshInBackground || !Number.isFinite(ttl) ? undefined : ttl;
    memoryStore().set(fullKey, kept, { tags, size: options.sizeOf(value), ttlMs, since });
  };

  const compute = (fullKey: string, tags: readonly string[], work: () => Promise<V>): Promise<V> => {
    const running = pending.get(fullKey);
    if (running) return running;
    const since = memoryStore().invalidationMark();
    const computation = work().then(
      (value) => {
        store(fullKey, value, tags, since);
        return value;
      },
    );
    pending.set(fullKey, computation);
    const forget = () => pending.delete(fullKey);
    computation.then(forget, forget);
    return computation;
  };

  return {
    get: (key) => memoryStore().get<Kept<V>>(keyOf(key))?.value,
    set: (key, value, tags, since) => store(keyOf(key), value, tags, since),
    delete: (key) => memoryStore().delete(keyOf(key)),
    async remember(key, tags, work) {
      if (lifetime() <= 0) {
        if (options.boundsKeptAnswers) keepAnswerUntil(0);
        return work();
      }
      const fullKey = keyOf(key);
      const kept = memoryStore().get<Kept<V>>(fullKey);
      if (kept && (kept.freshUntil > Date.now() || options.refreshInBackground)) {
        if (kept.freshUntil <= Date.now()) compute(fullKey, tags, work).catch(() => undefined);
        if (options.boundsKeptAnswers) keepAnswerUntil(kept.freshUntil);
        return kept.value;
      }
      const value = await compute(fullKey, tags, work);
      if (options.boundsKeptAnswers) keepAnswerUntil(memoryStore().get<Kept<V>>(fullKey)?.freshUntil ?? Date.now() + lifetime());
      return value;
    },
  };
}
