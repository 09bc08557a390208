import { describe, expect, it } from "vitest";
import { createTtlCache } from "@/lib/lists/ttl-cache";
import { inRequestContext } from "@/tests/support/unit/request-context";

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createTtlCache", () => {
  it("computes a key once while it is fresh, shares a pending computation, and recomputes after the lifetime", async () => {
    const time = clock();
    const cache = createTtlCache<number>({ maxEntries: 10, ttlMs: () => 1000, now: time.now });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await Promise.all([cache.get("a", compute), cache.get("a", compute)])).toEqual([1, 1]);
    time.advance(999);
    expect(await cache.get("a", compute)).toBe(1);
    time.advance(1);
    expect(await cache.get("a", compute)).toBe(2);
  });

  it("keeps nothing with a lifetime of 0, forgets failures, drops the oldest keys past the limit, and clears", async () => {
    const time = clock();
    let ttl = 0;
    const cache = createTtlCache<string>({ maxEntries: 2, ttlMs: () => ttl, now: time.now });
    let calls = 0;
    await cache.get("a", async () => `a${++calls}`);
    expect(await cache.get("a", async () => `a${++calls}`)).toBe("a2");
    ttl = 1000;
    await expect(cache.get("b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await settle();
    expect(await cache.get("b", async () => "b ok")).toBe("b ok");
    await cache.get("c", async () => "c");
    await cache.get("d", async () => "d");
    expect(await cache.get("b", async () => "b again")).toBe("b again");
    cache.clear();
    expect(await cache.get("d", async () => "d again")).toBe("d again");
  });

  it("with refreshInBackground, answers the expired value at once while one refresh runs, then the new one", async () => {
    const time = clock();
    const cache = createTtlCache<number>({ maxEntries: 10, ttlMs: () => 1000, refreshInBackground: true, now: time.now });
    let calls = 0;
    let release: () => void = () => {};
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++calls)));
    const first = cache.get("t", slow);
    release();
    expect(await first).toBe(1);
    time.advance(1500);
    expect(await cache.get("t", slow)).toBe(1);
    expect(await cache.get("t", slow)).toBe(1); // one refresh at a time
    release();
    await settle();
    expect(await cache.get("t", slow)).toBe(2);
    expect(calls).toBe(2);
  });

  it("does not let a refresh that started before clear() bring the old answer back", async () => {
    const time = clock();
    const cache = createTtlCache<string>({ maxEntries: 10, ttlMs: () => 1000, refreshInBackground: true, now: time.now });
    await cache.get("t", async () => "old");
    time.advance(2000);
    let release: () => void = () => {};
    await cache.get("t", () => new Promise<string>((resolve) => (release = () => resolve("refreshed before clear"))));
    cache.clear();
    release();
    await settle();
    expect(await cache.get("t", async () => "after clear")).toBe("after clear");
  });

  it("keeps a value without the request it was computed in", async () => {
    const cache = createTtlCache<number[]>({ maxEntries: 10, ttlMs: () => 60_000 });
    const request = await inRequestContext(() => cache.get("ids", async () => [1, 2, 3]));
    expect(await request.isHeld()).toBe(false);
    expect(await cache.get("ids", async () => [])).toEqual([1, 2, 3]);
  });
});
