import { readdir } from "node:fs/promises";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as serveFile } from "@/app/uploads/[...path]/route";
import { newStorageKey, variantKey } from "@/lib/media/storage/keys";
import { setMediaStorage, storageFromEnvironment } from "@/lib/media/storage";
import { callRoute } from "@/tests/support/integration/request-scope";
import { temporaryDiskStorage, temporaryS3Storage, type TestStorage } from "./support/storage";

const backends = { disk: temporaryDiskStorage, s3: temporaryS3Storage };

const readAll = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

describe.each(Object.entries(backends))("media storage on %s", (_name, start) => {
  let store: TestStorage;
  beforeAll(async () => {
    store = await start();
  });
  afterAll(async () => {
    setMediaStorage(undefined);
    await store.stop();
  });

  it("stores, reads back and deletes a file from a buffer or a stream", async () => {
    const fromBuffer = newStorageKey("pdf");
    const fromStream = variantKey(fromBuffer, 640, "webp");
    await store.storage.put(fromBuffer, Buffer.from("%PDF-1.7 one"), { contentType: "application/pdf", size: 12 });
    await store.storage.put(fromStream, Readable.from([Buffer.from("RIFF"), Buffer.from("....WEBP")]), { contentType: "image/webp", size: 12 });

    const read = await store.storage.get(fromBuffer);
    expect(read?.size).toBe(12);
    expect((await readAll(read!.body)).toString()).toBe("%PDF-1.7 one");
    expect((await readAll((await store.storage.get(fromStream))!.body)).toString()).toBe("RIFF....WEBP");

    await store.storage.delete(fromBuffer);
    expect(await store.storage.get(fromBuffer)).toBeNull();
    await expect(store.storage.delete(fromBuffer)).resolves.toBeUndefined();
  });

  it("refuses any key the server did not generate, so no name can reach outside the store", async () => {
    for (const key of ["../escape.png", "..%2Fescape.png", "/etc/passwd", "a/b.png", "photo.png", `${newStorageKey("png")}/../x`]) {
      await expect(store.storage.put(key, Buffer.from("x"), { contentType: "image/png", size: 1 })).rejects.toThrow(/storage key/i);
      await expect(store.storage.get(key)).rejects.toThrow(/storage key/i);
    }
  });

  it("serves a stored file at its URL with its type, nosniff and a long cache; unknown names are 404", async () => {
    setMediaStorage(store.storage);
    const key = newStorageKey("png");
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await store.storage.put(key, png, { contentType: "image/png", size: png.length });
    expect(store.storage.url(key)).toBe(`/uploads/${key}`);

    const response = await callRoute(serveFile, `/uploads/${key}`, { params: { path: [key] } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);

    for (const path of [[newStorageKey("png")], ["..", key], ["..%2F..%2Fpackage.json"], ["package.json"]]) {
      const missing = await callRoute(serveFile, `/uploads/${path.join("/")}`, { params: { path } });
      expect(missing.status, path.join("/")).toBe(404);
    }
  });
});

describe("the stored names", () => {
  it("are generated, unique and carry only the detected extension", () => {
    const keys = new Set(Array.from({ length: 50 }, () => newStorageKey("jpg")));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}\.jpg$/);
  });

  it("a local store writes inside its own directory only", async () => {
    const store = await temporaryDiskStorage();
    try {
      const key = newStorageKey("gif");
      await store.storage.put(key, Buffer.from("GIF89a"), { contentType: "image/gif", size: 6 });
      expect(await readdir(store.directory)).toEqual([key]);
    } finally {
      await store.stop();
    }
  });
});

describe("choosing the store from the environment", () => {
  it("uses the upload directory unless all four S3 variables are set, and refuses half a configuration", () => {
    expect(storageFromEnvironment({ UPLOAD_DIR: "/tmp/somewhere" }).kind).toBe("local");
    const s3 = { S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };
    expect(storageFromEnvironment(s3).kind).toBe("s3");
    expect(storageFromEnvironment({ ...s3, S3_PUBLIC_URL: "https://cdn.example.com/media/" }).url("x")).toBe("https://cdn.example.com/media/x");
    expect(() => storageFromEnvironment({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "media" })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });
});
