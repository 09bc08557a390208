// The disk tier beneath the memory store: pages and answers that do not fit in memory, one file each, in
// a folder of this process's own. Bounded by CACHE_DISK_MB (default 1024) and CACHE_DISK_FILES (default
// 20,000): past either, the least recently used files are deleted.
//
// The index in memory holds only each key's file number (about 200 bytes of heap a file, a fifth of what
// an index of tags cost): the tags of what a file shows are written at its head. A write's tags are
// recorded with the file number reached at that moment, and a file that holds one of them and is not
// newer is outdated: it is deleted when next asked for, or when the budget needs its room.
//
// The folder starts empty with every process: what an earlier run kept may predate writes made while no
// server listened, and its index is gone. A deploy brings a new build folder, so a new cache too.
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { ALL } from "./tags";
import { TagInvalidations } from "./tag-invalidations";

const DEFAULT_MEGABYTES = 1024;
const DEFAULT_FILES = 20_000;
// A file starts with the byte length of its tags (4 bytes), then the tags, one per line, then the value.
const LENGTH_BYTES = 4;

export function diskBudgetBytes(env: Record<string, string | undefined> = process.env): number {
  const megabytes = Number.parseFloat(env.CACHE_DISK_MB ?? "");
  return Math.floor((Number.isFinite(megabytes) && megabytes > 0 ? megabytes : DEFAULT_MEGABYTES) * 1024 * 1024);
}

export function diskFileLimit(env: Record<string, string | undefined> = process.env): number {
  const files = Number.parseInt(env.CACHE_DISK_FILES ?? "", 10);
  return Number.isFinite(files) && files > 0 ? files : DEFAULT_FILES;
}

export class DiskStore {
  /** Key -> file number; numbers only grow, so a file's number also says when it was written. */
  private readonly index: LRUCache<string, number>;
  private readonly invalidations = new TagInvalidations();
  private lastFile = 0;

  constructor(
    readonly directory: string,
    maxBytes: number,
    maxFiles = DEFAULT_FILES,
  ) {
    rmSync(directory, { recursive: true, force: true });
    mkdirSync(directory, { recursive: true });
    this.index = new LRUCache<string, number>({
      max: maxFiles,
      maxSize: maxBytes,
      dispose: (file) => void rm(this.pathOf(file), { force: true }),
    });
  }

  /** The bytes kept under `key`, or undefined (also when the file went missing or a write outdated it). */
  async read(key: string): Promise<Buffer | undefined> {
    const file = this.index.get(key);
    if (file === undefined) return undefined;
    const forget = () => {
      if (this.index.peek(key) === file) this.index.delete(key);
      return undefined;
    };
    // Older than the oldest forgotten tag or an `all`: outdated whatever its tags, no need to open it.
    if (this.invalidations.since([], file - 1)) return forget();
    let contents: Buffer;
    try {
      contents = await readFile(this.pathOf(file));
    } catch {
      return forget();
    }
    const tagsEnd = LENGTH_BYTES + (contents.length >= LENGTH_BYTES ? contents.readUInt32BE(0) : Number.POSITIVE_INFINITY);
    if (tagsEnd > contents.length) return forget();
    const tags = contents.toString("utf8", LENGTH_BYTES, tagsEnd).split("\n");
    if (this.invalidations.since(tags, file - 1)) return forget();
    return contents.subarray(tagsEnd);
  }

  /** Keeps `bytes` under `key` with `tags`; `isCurrent` is asked once the file is written (a write may have come meanwhile). */
  async write(key: string, bytes: Uint8Array, tags: readonly string[], isCurrent: () => boolean = () => true): Promise<void> {
    const head = Buffer.from(`0000${[...new Set(tags)].join("\n")}`);
    head.writeUInt32BE(head.length - LENGTH_BYTES, 0);
    const size = head.length + bytes.byteLength;
    if (size > this.index.maxSize) return;
    this.lastFile += 1;
    const file = this.lastFile;
    try {
      const handle = await open(this.pathOf(file), "w");
      try {
        const { bytesWritten } = await handle.writev([head, bytes]);
        if (bytesWritten !== size) throw new Error("short write");
      } finally {
        await handle.close();
      }
    } catch {
      await rm(this.pathOf(file), { force: true }).catch(() => {});
      return; // a full or read-only disk costs the entry, not the request
    }
    if (!isCurrent() || this.invalidations.since(tags, file - 1)) {
      await rm(this.pathOf(file), { force: true });
      return;
    }
    this.index.set(key, file, { size });
  }

  delete(key: string): void {
    this.index.delete(key);
  }

  /** Outdates every file holding one of `tags`; `all` deletes every file now. */
  invalidate(tags: readonly string[]): void {
    this.invalidations.record(tags, this.lastFile);
    if (tags.includes(ALL)) this.index.clear();
  }

  /** Bytes and files kept, outdated files not yet deleted included. */
  usage(): { bytes: number; files: number; budget: number } {
    return { bytes: this.index.calculatedSize, files: this.index.size, budget: this.index.maxSize };
  }

  private pathOf(file: number): string {
    return path.join(this.directory, file.toString(36));
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
