import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DiskStore, openDiskStore } from "@/lib/cache/disk-store";

const folders: string[] = [];
const folder = () => {
  const created = mkdtempSync(path.join(tmpdir(), "disk-store-"));
  folders.push(created);
  return created;
};
afterEach(() => {
  for (const created of folders.splice(0)) rmSync(created, { recursive: true, force: true });
});

describe("the disk tier", () => {
  it("keeps bytes under a key and outdates exactly the files whose tags a write names", async () => {
    const store = new DiskStore(path.join(folder(), "pages"), 1_000_000);
    await store.write("a", Buffer.from("page A"), ["list:1", "category:1"]);
    await store.write("b", Buffer.from("page B"), ["list:2", "category:1"]);
    expect((await store.read("a"))?.toString()).toBe("page A");
    store.invalidate(["list:1"]);
    expect(await store.read("a")).toBeUndefined();
    expect((await store.read("b"))?.toString()).toBe("page B");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readdirSync(store.directory)).toHaveLength(1);
    expect(store.usage().files).toBe(1);
  });

  it("keeps what is written after a write to its tags", async () => {
    const store = new DiskStore(path.join(folder(), "pages"), 1_000_000);
    await store.write("a", Buffer.from("old A"), ["list:1"]);
    store.invalidate(["list:1"]);
    await store.write("a", Buffer.from("new A"), ["list:1"]);
    expect((await store.read("a"))?.toString()).toBe("new A");
  });

  it("deletes every file when a write names the catch-all tag", async () => {
    const store = new DiskStore(path.join(folder(), "pages"), 1_000_000);
    await store.write("a", Buffer.from("page A"), ["list:1"]);
    await store.write("b", Buffer.from("page B"), ["list:2"]);
    store.invalidate(["all"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readdirSync(store.directory)).toEqual([]);
    expect(await store.read("a")).toBeUndefined();
    await store.write("c", Buffer.from("page C"), ["list:3"]);
    expect((await store.read("c"))?.toString()).toBe("page C");
  });

  it("outdates every file older than the oldest tag it had to forget", async () => {
    const store = new DiskStore(path.join(folder(), "pages"), 1_000_000);
    await store.write("a", Buffer.from("page A"), ["list:1"]);
    for (let n = 0; n < 10_001; n++) store.invalidate([`other:${n}`]);
    expect(await store.read("a")).toBeUndefined();
  });

  it("treats a file cut short as missing", async () => {
    const store = new DiskStore(path.join(folder(), "pages"), 1_000_000);
    await store.write("a", Buffer.from("page A"), ["list:1"]);
    const [name] = readdirSync(store.directory);
    writeFileSync(path.join(store.directory, name), Buffer.from([0, 0, 1]));
    expect(await store.read("a")).toBeUndefined();
    expect(store.usage().files).toBe(0);
  });

  it("stays within its budget on disk, deleting the least recently used files", async () => {
    const store = new DiskStore(path.join(folder(), "pages"), 10_000);
    for (let n = 0; n < 30; n++) {
      await store.write(`k${n}`, Buffer.alloc(1000, n), [`t${n}`]);
      await store.read("k0");
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.usage().bytes).toBeLessThanOrEqual(10_000);
    expect(readdirSync(store.directory).length).toBeLessThanOrEqual(10);
    expect(await store.read("k0")).toBeDefined();
    expect(await store.read("k1")).toBeUndefined();
  });

  it("keeps at most its number of files, however small, deleting the least recently used", async () => {
    const store = new DiskStore(path.join(folder(), "pages"), 1_000_000, 3);
    for (let n = 0; n < 5; n++) await store.write(`k${n}`, Buffer.from(`answer ${n}`), [`t${n}`]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.usage().files).toBe(3);
    expect(readdirSync(store.directory)).toHaveLength(3);
    expect(await store.read("k1")).toBeUndefined();
    expect((await store.read("k4"))?.toString()).toBe("answer 4");
  });

  it("does not keep what a write made outdated while it was being written", async () => {
    const store = new DiskStore(path.join(folder(), "pages"), 1_000_000);
    await store.write("late", Buffer.from("old"), ["list:1"], () => false);
    expect(await store.read("late")).toBeUndefined();
    expect(readdirSync(store.directory)).toEqual([]);
  });

  it("starts empty, in a folder of its own process, and removes the folders of processes that are gone", () => {
    const root = folder();
    const gone = path.join(root, "999999999");
    mkdirSync(gone);
    writeFileSync(path.join(gone, "old-page"), "stale");
    const mine = path.join(root, String(process.pid));
    mkdirSync(mine);
    writeFileSync(path.join(mine, "left-over"), "stale");
    const store = openDiskStore(root, 1_000_000);
    expect(store.directory).toBe(mine);
    expect(readdirSync(mine)).toEqual([]);
    expect(existsSync(gone)).toBe(false);
  });
});
