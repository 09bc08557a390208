import { describe, expect, it } from "vitest";
import { cacheArea } from "@/lib/cache/cache-area";
import { runInTagScope } from "@/lib/cache/request-tags";
import { TaggedStore, memoryBudgetBytes, memoryStore } from "@/lib/cache/store";
import type { TagIndex } from "@/lib/cache/tag-index";

describe("the tagged memory store", () => {
  it("removes exactly the entries whose tags a write names, and everything for `all`", () => {
    const store = new TaggedStore(1_000_000);
    store.set("page-a", "A", { tags: ["list:1", "lists"], size: 10 });
    store.set("page-b", "B", { tags: ["list:2", "lists"], size: 10 });
    store.set("page-c", "C", { tags: ["list:3"], size: 10 });
    store.invalidate(["list:1"]);
    expect([store.get("page-a"), store.get("page-b"), store.get("page-c")]).toEqual([undefined, "B", "C"]);
    store.invalidate(["lists"]);
    expect([store.get("page-b"), store.get("page-c")]).toEqual([undefined, "C"]);
    store.invalidate(["all"]);
    expect(store.get("page-c")).toBeUndefined();
    expect(store.usage().entries).toBe(0);
  });

  it("stays within its budget, dropping the least recently used first", () => {
    const store = new TaggedStore(10_000);
    for (let n = 0; n < 50; n++) {
      store.set(`k${n}`, n, { tags: [`t${n}`], size: 1000 });
      store.get("k0"); // used all along: it stays
    }
    expect(store.usage().bytes).toBeLessThanOrEqual(10_000);
    expect(store.get("k0")).toBe(0);
    expect(store.get("k1")).toBeUndefined();
    expect(store.get("k49")).toBe(49);
  });

  it("does not keep a value computed before a write to what it shows", () => {
    const store = new TaggedStore(1_000_000);
    const mark = store.invalidationMark();
    store.invalidate(["list:1"]);
    expect(store.set("stale", "old", { tags: ["list:1"], size: 1, since: mark })).toBe(false);
    expect(store.set("other", "fine", { tags: ["list:2"], size: 1, since: mark })).toBe(true);
    store.invalidate(["all"]);
    expect(store.set("after-all", "x", { tags: ["list:9"], size: 1, since: mark })).toBe(false);
  });

  it("forgets the index of a tag once its entries are gone, so writes to old tags cost nothing", () => {
    const store = new TaggedStore(5_000);
    for (let n = 0; n < 1000; n++) store.set(`k${n}`, n, { tags: [`list:${n}`], size: 1000 });
    expect(store.usage().entries).toBeLessThan(10);
    expect((store as unknown as { byTag: TagIndex }).byTag.size).toBe(store.usage().entries);
  });

  it("reads its budget from PROCESS_CACHE_MB", () => {
    expect(memoryBudgetBytes({ PROCESS_CACHE_MB: "48" })).toBe(48 * 1024 * 1024);
    expect(memoryBudgetBytes({})).toBe(32 * 1024 * 1024);
    expect(memoryBudgetBytes({ PROCESS_CACHE_MB: "-1" })).toBe(32 * 1024 * 1024);
  });
});

describe("a cache area", () => {
  it("computes a missing value once for every caller at the same moment, and keeps it", async () => {
    const area = cacheArea<number>("test-once", { sizeOf: () => 8 });
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 42;
    };
    expect(await Promise.all([area.remember("k", ["t"], compute), area.remember("k", ["t"], compute)])).toEqual([42, 42]);
    expect(await area.remember("k", ["t"], compute)).toBe(42);
    expect(computed).toBe(1);
  });

  it("keeps nothing when its lifetime is 0, and keys apart from other areas", async () => {
    const none = cacheArea<number>("test-none", { sizeOf: () => 8, ttlMs: () => 0 });
    let computed = 0;
    await none.remember("k", [], async () => ++computed);
    await none.remember("k", [], async () => ++computed);
    expect(computed).toBe(2);
    const one = cacheArea<string>("test-a", { sizeOf: () => 8 });
    const two = cacheArea<string>("test-b", { sizeOf: () => 8 });
    one.set("same", "one", []);
    two.set("same", "two", []);
    expect([one.get("same"), two.get("same")]).toEqual(["one", "two"]);
  });

  it("answers an expired value while it refreshes in the background, when asked to", async () => {
    let ttl = 1;
    const area = cacheArea<string>("test-refresh", { sizeOf: () => 8, ttlMs: () => ttl, refreshInBackground: true });
    await area.remember("k", ["t"], async () => "first");
    await new Promise((resolve) => setTimeout(resolve, 5));
    let release: (value: string) => void = () => {};
    const slow = new Promise<string>((resolve) => (release = resolve));
    expect(await area.remember("k", ["t"], () => slow)).toBe("first");
    ttl = 60_000;
    release("second");
    await slow;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(area.get("k")).toBe("second");
  });

  it("limits how long an answer showing its value is kept to the value's freshness, when asked to", async () => {
    let ttl = 60_000;
    const area = cacheArea<string>("test-bounds", { sizeOf: () => 8, ttlMs: () => ttl, refreshInBackground: true, boundsKeptAnswers: true });
    const plain = cacheArea<string>("test-unbounded", { sizeOf: () => 8, ttlMs: () => 60_000 });
    const inScope = (work: () => Promise<unknown>) => runInTagScope(0, async (scope) => (await work(), scope.freshUntil));
    const before = Date.now();
    const computed = await inScope(() => area.remember("k", ["t"], async () => "fresh"));
    expect(computed).toBeGreaterThanOrEqual(before + 60_000);
    expect(computed).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(await inScope(() => area.remember("k", ["t"], async () => "again"))).toBe(computed);
    expect(await inScope(() => plain.remember("k", ["t"], async () => "fresh"))).toBe(Number.POSITIVE_INFINITY);
    ttl = 1;
    await area.remember("stale", ["t"], async () => "old");
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The stale value is answered while it refreshes: an answer showing it must not be kept at all.
    expect(await inScope(() => area.remember("stale", ["t"], async () => "new"))).toBeLessThan(Date.now());
  });

  it("keeps its values in the process's one store, under their tags", () => {
    const area = cacheArea<string>("test-tags", { sizeOf: () => 8 });
    area.set("k", "v", ["list:77"]);
    memoryStore().invalidate(["list:77"]);
    expect(area.get("k")).toBeUndefined();
  });
});
