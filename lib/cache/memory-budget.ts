// One memory budget for every in-process cache (search matches and answers, list JSON, safe bodies,
// trending, known addresses): PROCESS_CACHE_MB, default 64. Each cache reports what it holds; when their
// sum passes the budget, the cache holding the most gives up its oldest entries first. Kept on globalThis
// for the same reason as process-caches.ts: bundles that share this process share the budget.

export interface BudgetedCache {
  name: string;
  /** Bytes held now (an estimate: the sizes of the kept values). */
  bytes(): number;
  /** Drops the least recently used entry; false when there is nothing left to drop. */
  evictOldest(): boolean;
}

const DEFAULT_MEGABYTES = 64;

const caches = ((globalThis as { processCacheBudget?: Set<BudgetedCache> }).processCacheBudget ??= new Set<BudgetedCache>());

/** The budget in bytes: PROCESS_CACHE_MB (a positive number of megabytes), else 64 MB. */
export function processCacheBudgetBytes(env: Record<string, string | undefined> = process.env): number {
  const megabytes = Number.parseFloat(env.PROCESS_CACHE_MB ?? "");
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : DEFAULT_MEGABYTES) * 1024 * 1024;
}

/**
 * evictOldest for a cache kept in a Map in least-recently-used order (oldest first): drops its first key
 * through `drop`, which also updates the cache's byte count.
 */
export function dropFirstKey<K>(entries: Map<K, unknown>, drop: (key: K) => void): boolean {
  const oldest = entries.keys().next();
  if (oldest.done) return false;
  drop(oldest.value);
  return true;
}

export function joinMemoryBudget(cache: BudgetedCache): void {
  caches.add(cache);
}

/** Bytes each cache holds now, largest first. */
export function memoryBudgetUsage(): { name: string; bytes: number }[] {
  return [...caches].map((cache) => ({ name: cache.name, bytes: cache.bytes() })).sort((a, b) => b.bytes - a.bytes);
}

/** Called after a cache stores something: evicts from the largest caches until the sum fits the budget. */
export function enforceMemoryBudget(budget = processCacheBudgetBytes()): void {
  let total = 0;
  for (const cache of caches) total += cache.bytes();
  while (total > budget) {
    let largest: BudgetedCache | null = null;
    for (const cache of caches) if (!largest || cache.bytes() > largest.bytes()) largest = cache;
    if (!largest) return;
    const before = largest.bytes();
    if (!largest.evictOldest()) return;
    total -= before - largest.bytes();
  }
}
