import "server-only";
import path from "node:path";
import { localDiskStorage } from "./local-disk";
import { s3Storage } from "./s3";
import type { MediaStorage } from "./types";

export type { MediaStorage } from "./types";

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * The configured store: an S3-compatible bucket when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY are all set (S3_REGION and S3_PUBLIC_URL optional), else the local directory
 * UPLOAD_DIR (default data/uploads). Setting only some of the S3 variables is a mistake worth stopping on.
 */
export function storageFromEnvironment(env: Record<string, string | undefined> = process.env): MediaStorage {
  const present = S3_REQUIRED.filter((name) => env[name]);
  if (present.length === S3_REQUIRED.length) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT!,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      region: env.S3_REGION || "us-east-1",
      publicUrl: env.S3_PUBLIC_URL || undefined,
    });
  }
  if (present.length > 0) {
    const missing = S3_REQUIRED.filter((name) => !env[name]);
    throw new Error(`S3 storage is partly configured: set ${missing.join(", ")} too, or unset ${present.join(", ")}.`);
  }
  return localDiskStorage(env.UPLOAD_DIR || path.join(process.cwd(), "data", "uploads"));
}

let current: MediaStorage | undefined;

export function mediaStorage(): MediaStorage {
  current ??= storageFromEnvironment();
  return current;
}

/** Tests switch between backends. */
export function setMediaStorage(storage: MediaStorage | undefined): void {
  current = storage;
}
