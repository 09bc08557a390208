import { describe, expect, it } from "vitest";
import { clearProcessCaches } from "@/lib/cache/process-caches";
import { enforceMemoryBudget, memoryBudgetUsage, processCacheBudgetBytes } from "@/lib/cache/memory-budget";
import { createTtlCache } from "@/lib/lists/ttl-cache";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const usageOf = (name: string) => memoryBudgetUsage().find((cache) => cache.name === name)?.bytes ?? 0;

describe("the one memory budget of the process caches", () => {
  it("reads PROCESS_CACHE_MB, else 64 MB", () => {
    expect(processCacheBudgetBytes({ PROCESS_CACHE_MB: "16" })).toBe(16 * 1024 * 1024);
    expect(processCacheBudgetBytes({})).toBe(64 * 1024 * 1024);
    expect(processCacheBudgetBytes({ PROCESS_CACHE_MB: "-1" })).toBe(64 * 1024 * 1024);
  });

  it("counts what named caches hold and evicts the oldest entries of the largest cache first", async () => {
    const big = createTtlCache<string>({ name: "budget-test-big", sizeOf: (value) => value.length, maxEntries: 100, ttlMs: () => 60_000 });
    const small = createTtlCache<string>({ name: "budget-test-small", sizeOf: (value) => value.length, maxEntries: 100, ttlMs: () => 60_000 });
    for (const key of ["a", "b", "c", "d"]) await big.get(key, async () => "x".repeat(10_000));
    await small.get("s", async () => "y".repeat(1_000));
    await settle();
    expect(usageOf("budget-test-big")).toBeGreaterThan(40_000);
    // Touching "a" makes it the most recently used: "b" is now the oldest.
    await big.get("a", async () => "recomputed");

    const budget = usageOf("budget-test-big") + usageOf("budget-test-small") + othersUsage() - 15_000;
    enforceMemoryBudget(budget);
    expect(usageOf("budget-test-big")).toBeLessThan(25_000);
    expect(usageOf("budget-test-small")).toBeGreaterThan(1_000);
    let recomputed = 0;
    expect(await big.get("a", async () => `${++recomputed}`)).toBe("x".repeat(10_000));
    expect(await big.get("b", async () => `${++recomputed}`)).toBe("1");
  });

  it("is emptied, every named cache, by one invalidation", async () => {
    const cache = createTtlCache<number>({ name: "budget-test-cleared", maxEntries: 10, ttlMs: () => 60_000 });
    let calls = 0;
    await cache.get("k", async () => ++calls);
    clearProcessCaches(["list:1"]);
    expect(await cache.get("k", async () => ++calls)).toBe(2);
    expect(usageOf("budget-test-cleared")).toBeGreaterThan(0);
  });
});

function othersUsage() {
  return memoryBudgetUsage()
    .filter((cache) => !cache.name.startsWith("budget-test-"))
    .reduce((sum, cache) => sum + cache.bytes, 0);
}
