import "server-only";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { UPLOADS_PATH, assertStorageKey } from "./keys";
import type { MediaStorage, StoredObject } from "./types";

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Where browsers fetch files directly (a CDN or public bucket); else the site serves them itself. */
  publicUrl?: string;
}

/**
 * Files in an S3-compatible bucket, so several app instances share one library. Path-style addressing
 * works with S3 itself and with the compatible servers (MinIO, R2, s3rver) alike.
 */
export function s3Storage(config: S3StorageConfig): MediaStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Streamed bodies otherwise go out aws-chunked with trailing checksums, which many S3-compatible
    // servers store verbatim instead of decoding.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;
  const publicBase = config.publicUrl?.replace(/\/+$/, "");

  return {
    kind: "s3",
    async put(key, body, { contentType, size }) {
      assertStorageKey(key);
      // A single PUT: the object appears whole when it succeeds and not at all when it fails.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: size }));
    },
    async get(key): Promise<StoredObject | null> {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    url: (key) => (publicBase ? `${publicBase}/${key}` : `${UPLOADS_PATH}/${key}`),
  };
}
