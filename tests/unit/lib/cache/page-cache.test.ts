import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DiskStore } from "@/lib/cache/disk-store";
import { PageCache } from "@/lib/cache/page-cache";
import { runInTagScope } from "@/lib/cache/request-tags";
import { TaggedStore } from "@/lib/cache/store";

const root = mkdtempSync(path.join(tmpdir(), "page-cache-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (tags: string) => ({
  kind: "APP_PAGE",
  html: "<html>list</html>",
  rscData: Buffer.from("payload"),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": tags },
  status: 200,
});

describe("Next.js's page and data cache", () => {
  it("keeps a rendered page on disk with the Buffers Next.js expects, and drops it on a write to one of its tags", async () => {
    const memory = new TaggedStore(1_000_000);
    const cache = new PageCache(memory, new DiskStore(path.join(root, "one"), 1_000_000));
    await cache.set("/lists/a", page("all,list:1,lists"), { cacheControl: { revalidate: 3600 } });
    expect(memory.usage().entries).toBe(0); // pages live on disk only
    const found = await cache.get("/lists/a");
    expect(found?.cacheControl).toEqual({ revalidate: 3600 });
    const value = found!.value as ReturnType<typeof page>;
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData.toString()).toBe("payload");
    expect(Buffer.isBuffer(value.segmentData.get("/_tree"))).toBe(true);
    cache.revalidateTag(["list:2"]);
    expect(await cache.get("/lists/a")).not.toBeNull();
    cache.revalidateTag("list:1");
    expect(await cache.get("/lists/a")).toBeNull();
  });

  it("keeps data reads in memory, and reports every entry's tags to the request being answered", async () => {
    const memory = new TaggedStore(1_000_000);
    const cache = new PageCache(memory, new DiskStore(path.join(root, "two"), 1_000_000));
    const tags = await runInTagScope(memory.invalidationMark(), async (scope) => {
      await cache.set("settings", { kind: "FETCH", data: { body: "{}" } }, { tags: ["all", "settings"] });
      await cache.set("/topics/x", page("all,category:4"));
      return scope.tags;
    });
    expect([...tags].sort()).toEqual(["all", "category:4", "settings"]);
    expect(memory.usage().entries).toBe(1);
    const seen = await runInTagScope(memory.invalidationMark(), async (scope) => {
      await cache.get("/topics/x");
      return scope.tags;
    });
    expect([...seen].sort()).toEqual(["all", "category:4"]);
  });

  it("puts a data read that memory let go back into memory when it is next read from disk", async () => {
    const memory = new TaggedStore(1_000_000);
    const cache = new PageCache(memory, new DiskStore(path.join(root, "back"), 1_000_000));
    await cache.set("categories", { kind: "FETCH", data: { body: "[1]" } }, { tags: ["all", "categories"] });
    memory.delete("next\u0000categories"); // pushed out by newer entries
    expect(memory.usage().entries).toBe(0);
    expect((await cache.get("categories"))?.value).toEqual({ kind: "FETCH", data: { body: "[1]" } });
    expect(memory.usage().entries).toBe(1);
    cache.revalidateTag("categories");
    expect(await cache.get("categories")).toBeNull();
  });

  it("does not put a data read back into memory when a write to it lands while it is read from disk", async () => {
    const memory = new TaggedStore(1_000_000);
    const cache = new PageCache(memory, new DiskStore(path.join(root, "back-race"), 1_000_000));
    await cache.set("categories", { kind: "FETCH", data: { body: "[1]" } }, { tags: ["all", "categories"] });
    memory.delete("next\u0000categories");
    const reading = cache.get("categories");
    cache.revalidateTag("categories");
    await reading;
    expect(memory.usage().entries).toBe(0);
    expect(await cache.get("categories")).toBeNull();
  });

  it("keeps a rendered page on disk only when it is read back", async () => {
    const memory = new TaggedStore(1_000_000);
    const cache = new PageCache(memory, new DiskStore(path.join(root, "page-back"), 1_000_000));
    await cache.set("/lists/b", page("all,list:2"));
    expect(await cache.get("/lists/b")).not.toBeNull();
    expect(memory.usage().entries).toBe(0);
  });

  it("indexes the site's own tags, not Next.js's path tags, and drops everything on a path revalidation", async () => {
    const memory = new TaggedStore(1_000_000);
    const cache = new PageCache(memory, new DiskStore(path.join(root, "paths"), 1_000_000));
    const seen = await runInTagScope(memory.invalidationMark(), async (scope) => {
      await cache.set("/lists/a", page("_N_T_/layout,_N_T_/lists/a,all,list:1"));
      await cache.set("/about", page("_N_T_/layout,_N_T_/about"));
      return scope.tags;
    });
    expect([...seen].sort()).toEqual(["all", "list:1"]);
    cache.revalidateTag("list:2");
    expect(await cache.get("/about")).not.toBeNull(); // it names nothing of the site's: only a write that drops everything removes it
    cache.revalidateTag("_N_T_/lists/a");
    expect(await cache.get("/lists/a")).toBeNull();
    expect(await cache.get("/about")).toBeNull();
  });

  it("does not keep a page whose render began before a write to what it shows", async () => {
    const memory = new TaggedStore(1_000_000);
    const cache = new PageCache(memory, new DiskStore(path.join(root, "three"), 1_000_000));
    await runInTagScope(memory.invalidationMark(), async () => {
      cache.revalidateTag("list:5"); // the write lands while the page renders
      await cache.set("/lists/five", page("all,list:5"));
    });
    expect(await cache.get("/lists/five")).toBeNull();
  });
});
