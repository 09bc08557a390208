// The disk tier beneath the memory store: pages and answers that do not fit in memory, one file each, in
// a folder of this process's own. Bounded by CACHE_DISK_MB (default 1024) and CACHE_DISK_FILES (default
// 20,000): past either, the least recently used files are deleted. The index (key, size, tags) is in
// memory, so a write's tags remove exactly the files that hold them, like the memory store; about 1 KB a
// file, most of it the tag index, which is why the number of files is bounded too: a gigabyte of small
// answers would otherwise be hundreds of thousands of files and as many index entries in the heap.
//
// The folder starts empty with every process: what an earlier run kept may predate writes made while no
// server listened, and its index is gone. A deploy brings a new build folder, so a new cache too.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { ALL } from "./tags";
import { TagIndex } from "./tag-index";

interface DiskEntry {
  /** The file's name in the store's folder. */
  file: string;
  size: number;
  tags: readonly string[];
}

const DEFAULT_MEGABYTES = 1024;
const DEFAULT_FILES = 20_000;

export function diskBudgetBytes(env: Record<string, string | undefined> = process.env): number {
  const megabytes = Number.parseFloat(env.CACHE_DISK_MB ?? "");
  return Math.floor((Number.isFinite(megabytes) && megabytes > 0 ? megabytes : DEFAULT_MEGABYTES) * 1024 * 1024);
}

export function diskFileLimit(env: Record<string, string | undefined> = process.env): number {
  const files = Number.parseInt(env.CACHE_DISK_FILES ?? "", 10);
  return Number.isFinite(files) && files > 0 ? files : DEFAULT_FILES;
}

export class DiskStore {
  private readonly index: LRUCache<string, DiskEntry>;
  private readonly byTag = new TagIndex();
  private counter = 0;

  constructor(
    readonly directory: string,
    maxBytes: number,
    maxFiles = DEFAULT_FILES,
  ) {
    rmSync(directory, { recursive: true, force: true });
    mkdirSync(directory, { recursive: true });
    this.index = new LRUCache<string, DiskEntry>({
      max: maxFiles,
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.size),
      dispose: (entry, key) => {
        this.byTag.remove(key, entry.tags);
        void rm(this.pathOf(entry), { force: true });
      },
    });
  }

  /** The bytes kept under `key`, or undefined (also when the file went missing). */
  async read(key: string): Promise<Buffer | undefined> {
    const entry = this.index.get(key);
    if (!entry) return undefined;
    try {
      return await readFile(this.pathOf(entry));
    } catch {
      if (this.index.get(key) === entry) this.index.delete(key);
      return undefined;
    }
  }

  /** Keeps `bytes` under `key` with `tags`; `isCurrent` is asked once the file is written (a write may have come meanwhile). */
  async write(key: string, bytes: Uint8Array, tags: readonly string[], isCurrent: () => boolean = () => true): Promise<void> {
    if (bytes.byteLength > this.index.maxSize) return;
    this.counter += 1;
    const file = `${this.counter.toString(36)}-${randomBytes(4).toString("hex")}`;
    try {
      await writeFile(path.join(this.directory, file), bytes);
    } catch {
      return; // a full or read-only disk costs the entry, not the request
    }
    if (!isCurrent()) {
      await rm(path.join(this.directory, file), { force: true });
      return;
    }
    const unique = this.byTag.shared([...new Set(tags)]);
    this.index.set(key, { file, size: bytes.byteLength, tags: unique });
    if (!this.index.has(key)) return;
    this.byTag.add(key, unique);
  }

  delete(key: string): void {
    this.index.delete(key);
  }

  invalidate(tags: readonly string[]): void {
    if (tags.includes(ALL)) {
      this.index.clear();
      this.byTag.clear();
      return;
    }
    for (const key of this.byTag.keysWith(tags)) this.index.delete(key);
  }

  usage(): { bytes: number; files: number; budget: number } {
    return { bytes: this.index.calculatedSize, files: this.index.size, budget: this.index.maxSize };
  }

  private pathOf(entry: DiskEntry): string {
    return path.join(this.directory, entry.file);
  }
}

const DISK = Symbol.for("the-lists.disk-store");
type WithDisk = typeof globalThis & { [DISK]?: DiskStore | null };

/**
 * Opens this process's disk tier under `root` (CACHE_DIR, else the build folder's cache/pages):
 * `<root>/<pid>`, emptied first; folders of processes that no longer run are removed.
 */
export function openDiskStore(root: string, maxBytes = diskBudgetBytes(), maxFiles = diskFileLimit()): DiskStore {
  mkdirSync(root, { recursive: true });
  for (const name of readdirSync(root)) {
    if (/^\d+$/.test(name) && Number(name) !== process.pid && !isRunning(Number(name))) rmSync(path.join(root, name), { recursive: true, force: true });
  }
  const store = new DiskStore(path.join(root, String(process.pid)), maxBytes, maxFiles);
  (globalThis as WithDisk)[DISK] = store;
  return store;
}

/** The disk tier server.ts opened, or null (scripts, tests without one): then only memory is used. */
export function diskStore(): DiskStore | null {
  return (globalThis as WithDisk)[DISK] ?? null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
