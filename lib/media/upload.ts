import "server-only";
import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { commitChange } from "@/lib/cache/commit-change";
import { HttpError, badRequest, unsupportedMediaType } from "@/lib/http/errors";
import { prepareImage, type PreparedImage } from "./clean-image";
import { ACCEPTED_DESCRIPTION, detectFileType, isContainer, looksLikeSvg, type AcceptedType } from "./file-types";
import { mediaFileSelect, type MediaFileRecord } from "./queries";
import type { ReceivedFile } from "./receive-upload";
import { newStorageKey, variantKey } from "./storage/keys";
import { mediaStorage, type MediaStorage } from "./storage";

/** Widths of the resized copies made of every image wider than them (WebP, for srcset and thumbnails). */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

export interface MediaVariant {
  width: number;
  height: number;
  filename: string;
  url: string;
  size: number;
}

const HEAD_BYTES = 4100;

/** The accepted type of a received file, from its bytes; 415 with what is accepted otherwise. */
export async function identifyUpload(file: ReceivedFile): Promise<AcceptedType> {
  const handle = await open(file.path, "r");
  const head = Buffer.alloc(Math.min(HEAD_BYTES, file.size));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  // Word files are told apart from other ZIP and OLE containers by names inside; at most 10 MB to read.
  const searched = isContainer(head) ? await readFile(file.path) : head;
  const type = detectFileType(head, (needle) => searched.includes(needle, 0, "latin1"));
  if (type) return type;
  if (looksLikeSvg(head) || /\.svgz?$/i.test(file.clientName)) {
    throw unsupportedMediaType("SVG files are not accepted, because they can carry scripts: upload the image as PNG, JPEG or WebP.");
  }
  throw unsupportedMediaType(`This file type is not accepted (its contents are checked, not its name): upload ${ACCEPTED_DESCRIPTION}.`);
}

/** The uploader's file name, for display only: no folders, no control characters, at most 200 characters. */
export function displayName(clientName: string, type: AcceptedType): string {
  const base = clientName.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim()
    .slice(0, 200);
  return cleaned || `upload.${type.extension}`;
}

interface ImageFacts {
  /** What is stored as the original: the image without its metadata (see prepareImage). */
  original: Buffer;
  width: number;
  height: number;
  variants: { key: string; width: number; height: number; data: Buffer }[];
}

async function imageFacts(file: ReceivedFile, type: AcceptedType, originalKey: string): Promise<ImageFacts> {
  let prepared: PreparedImage;
  try {
    prepared = await prepareImage(await readFile(file.path), type.mimeType, VARIANT_WIDTHS);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest("The image could not be read: the file may be damaged.");
  }
  const variants = prepared.variants.map((variant) => ({ ...variant, key: variantKey(originalKey, variant.width, "webp") }));
  return { original: prepared.original, width: prepared.width, height: prepared.height, variants };
}

/**
 * Stores a received file under a generated name (an image without its metadata, with resized copies) and
 * records it in the library, with an audit entry. If the record cannot be written, the stored files are removed again.
 */
export async function storeUpload(file: ReceivedFile, actorId: string, storage: MediaStorage = mediaStorage()): Promise<MediaFileRecord> {
  const type = await identifyUpload(file);
  const key = newStorageKey(type.extension);
  const image = type.image ? await imageFacts(file, type, key) : null;
  const size = image ? image.original.length : file.size;
  const stored: string[] = [];
  try {
    await storage.put(key, image ? image.original : createReadStream(file.path), { contentType: type.mimeType, size });
    stored.push(key);
    const variants: MediaVariant[] = [];
    for (const variant of image?.variants ?? []) {
      await storage.put(variant.key, variant.data, { contentType: "image/webp", size: variant.data.length });
      stored.push(variant.key);
      variants.push({ width: variant.width, height: variant.height, filename: variant.key, url: storage.url(variant.key), size: variant.data.length });
    }
    const originalName = displayName(file.clientName, type);
    return await commitChange(actorId, async (tx) => {
      const record = await tx.mediaFile.create({
        data: {
          filename: key,
          originalName,
          mimeType: type.mimeType,
          size,
          url: storage.url(key),
          width: image?.width ?? null,
          height: image?.height ?? null,
          variants: variants as unknown as object[],
          createdById: actorId,
        },
        select: mediaFileSelect,
      });
      return { result: record, tags: [], audit: { action: "media.upload", targetType: "media", targetId: record.id, summary: originalName } };
    });
  } catch (error) {
    await Promise.allSettled(stored.map((storedKey) => storage.delete(storedKey)));
    throw error;
  }
}
