import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { setMediaStorage } from "@/lib/media/storage";
import { localDiskStorage } from "@/lib/media/storage/local-disk";
import { s3Storage } from "@/lib/media/storage/s3";
import type { MediaStorage } from "@/lib/media/storage";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

export interface TestStorage {
  storage: MediaStorage;
  /** The directory the files (or the S3 server's data) live in. */
  directory: string;
  stop(): Promise<void>;
}

/** A local-disk store in a fresh temporary directory. */
export async function temporaryDiskStorage(): Promise<TestStorage> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "media-disk-"));
  return { storage: localDiskStorage(directory), directory, stop: () => rm(directory, { recursive: true, force: true }) };
}

export const TEST_BUCKET = "media-test";

/** A real S3-compatible server (s3rver) on a free port over a fresh temporary directory, and a store on it. */
export async function temporaryS3Storage(): Promise<TestStorage> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "media-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const storage = s3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: TEST_BUCKET,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    region: "us-east-1",
  });
  return {
    storage,
    directory,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The usual frame of a media test file: the test database, a signed-in editor, and uploads stored in a
 * temporary local folder for the whole file. Read `editor` and `disk` inside tests (set before they run).
 */
export function editorWithDiskStorage() {
  const context = {} as { editor: Awaited<ReturnType<typeof signedInUser>>; disk: TestStorage };
  beforeAll(async () => {
    await openTestDatabase();
    context.editor = await signedInUser("editor");
    context.disk = await temporaryDiskStorage();
    setMediaStorage(context.disk.storage);
  });
  afterAll(async () => {
    setMediaStorage(undefined);
    await context.disk?.stop();
  });
  return context;
}
