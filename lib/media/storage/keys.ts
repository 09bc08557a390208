import { randomUUID } from "node:crypto";

// Stored names: a random id, an optional variant suffix and an extension, all lowercase ASCII. Nothing
// else is a valid key, so no separator, dot segment or client-chosen text can appear in a storage path.
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[0-9]{1,5}w)?\.[a-z0-9]{2,5}$/;

/** The address prefix files are served under (app/uploads/[...path]/route.ts). */
export const UPLOADS_PATH = "/uploads";

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** A fresh stored name for an original file with the given extension (from its detected type). */
export function newStorageKey(extension: string): string {
  const key = `${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}

/** The stored name of a resized copy of `originalKey`, `width` pixels wide. */
export function variantKey(originalKey: string, width: number, extension: string): string {
  const key = `${originalKey.slice(0, 36)}-${width}w.${extension}`;
  assertStorageKey(key);
  return key;
}
