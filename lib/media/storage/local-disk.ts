import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createWriteStream } from "node:fs";
import { UPLOADS_PATH, assertStorageKey } from "./keys";
import type { MediaStorage, StoredObject } from "./types";

/** Files in one directory on this machine (UPLOAD_DIR, default data/uploads). */
export function localDiskStorage(directory: string): MediaStorage {
  const root = path.resolve(directory);
  const fileFor = (key: string) => {
    assertStorageKey(key);
    const file = path.join(root, key);
    if (path.dirname(file) !== root) throw new Error(`Storage key escapes the upload directory: ${key}`);
    return file;
  };

  return {
    kind: "local",
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(root, { recursive: true });
      // Written beside its final name and renamed when complete: readers never see half a file.
      const partial = path.join(root, `.${randomUUID()}.part`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: "wx" });
        else await pipeline(body, createWriteStream(partial, { flags: "wx" }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileFor(key);
      try {
        const { size } = await stat(file);
        return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    url: (key) => `${UPLOADS_PATH}/${key}`,
  };
}
