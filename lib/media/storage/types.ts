import type { Readable } from "node:stream";

/** A stored file as read back: its bytes as a stream and their count. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Where uploaded files live. Keys are names the server generated (see keys.ts), never a client's;
 * every backend refuses any other key, so no request can reach outside the store.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Stores `body` under `key` whole or not at all: a failed write leaves nothing readable behind. */
  put(key: string, body: Buffer | Readable, options: { contentType: string; size: number }): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The address the site links the file at. */
  url(key: string): string;
}
