import { readdir } from "node:fs/promises";
import os from "node:os";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as serveFile } from "@/app/uploads/[...path]/route";
import { db } from "@/lib/db";
import { setMediaStorage } from "@/lib/media/storage";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { editorWithDiskStorage, temporaryS3Storage, type TestStorage } from "./support/storage";
import { pngImage, upload, uploaded } from "./support/uploads";

const TEN_MB = 10 * 1024 * 1024;
const pdfOfSize = (size: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 9, 0x20)]);
/** A PNG of one blank row that declares `width` × `height`: what a decompression bomb's header looks like. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(2))), chunk("IEND", Buffer.alloc(0))]);
}

const leftoverTempDirs = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith("the-lists-upload-"));
const message = async (response: Response) => (await json<{ message: string }>(response)).message;

const media = editorWithDiskStorage();

describe("POST /api/admin/media/upload", () => {
  it("stores an image under a generated name, records its size and makes resized WebP copies", async () => {
    const png = await pngImage(2000, 1000);
    const response = await upload(media.editor.session, png, "Sunset over Paris.png", { type: "image/png" });
    expect(response.status).toBe(201);
    const file = await uploaded(response);
    expect(file).toMatchObject({ originalName: "Sunset over Paris.png", mimeType: "image/png", size: png.length, width: 2000, height: 1000 });
    expect(file.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(file.url).toBe(`/uploads/${file.filename}`);
    expect(file.variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 160],
      [640, 320],
      [1280, 640],
    ]);
    expect((await readdir(media.disk.directory)).sort()).toEqual([file.filename, ...file.variants.map((variant) => variant.filename)].sort());

    const served = await callRoute(serveFile, file.variants[1].url, { params: { path: [file.variants[1].filename] } });
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await served.arrayBuffer()).byteLength).toBe(file.variants[1].size);

    const audit = await db.auditEntry.findFirst({ where: { action: "media.upload", targetId: String(file.id) } });
    expect(audit).toMatchObject({ actorId: media.editor.id, targetType: "media", summary: "Sunset over Paris.png" });
  });

  it("refuses with 413, before decoding it, a small file that declares more pixels than the limit", async () => {
    // 78 bytes of PNG that say 20,000 × 20,000 pixels: 1.6 GB once decoded.
    const bomb = pngHeaderOnly(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const storedBefore = await readdir(media.disk.directory);
    const refused = await upload(media.editor.session, bomb, "bomb.png", { type: "image/png" });
    expect(refused.status).toBe(413);
    expect(await message(refused)).toMatch(/^This image is too large to process: 20000 × 20000 pixels\. Upload one of at most 50 megapixels/);
    expect(await readdir(media.disk.directory)).toEqual(storedBefore);
  });

  it("makes no copies larger than the image itself", async () => {
    const file = await uploaded(await upload(media.editor.session, await pngImage(500, 400), "small.png"));
    expect([file.width, file.height]).toEqual([500, 400]);
    expect(file.variants.map((variant) => variant.width)).toEqual([320]);
  });

  it("accepts a file of exactly 10 MB and refuses 10 MB + 1 byte with 413, leaving nothing behind", async () => {
    const accepted = await upload(media.editor.session, pdfOfSize(TEN_MB), "exactly-ten.pdf");
    expect(accepted.status).toBe(201);
    expect((await uploaded(accepted)).size).toBe(TEN_MB);

    const storedBefore = await readdir(media.disk.directory);
    const rowsBefore = await db.mediaFile.count();
    const refused = await upload(media.editor.session, pdfOfSize(TEN_MB + 1), "one-byte-over.pdf");
    expect(refused.status).toBe(413);
    expect(await message(refused)).toBe("The file is too large: at most 10 MB is accepted.");
    expect(await readdir(media.disk.directory)).toEqual(storedBefore);
    expect(await db.mediaFile.count()).toBe(rowsBefore);
    expect(await leftoverTempDirs()).toEqual([]);
  });

  it("refuses a body declared larger than the limit before reading it", async () => {
    const response = await upload(media.editor.session, Buffer.from("%PDF-1.4"), "small.pdf", { headers: { "content-length": String(TEN_MB * 2) } });
    expect(response.status).toBe(413);
    expect(await message(response)).toMatch(/too large: at most 10 MB/);
  });

  it("refuses a .png that is really HTML, and SVG, whatever type the browser claims", async () => {
    const rowsBefore = await db.mediaFile.count();
    const html = await upload(media.editor.session, Buffer.from("<!doctype html><script>alert(document.cookie)</script>"), "photo.png", { type: "image/png" });
    expect(html.status).toBe(415);
    expect(await message(html)).toMatch(/^This file type is not accepted/);

    const svg = await upload(media.editor.session, Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", {
      type: "image/svg+xml",
    });
    expect(svg.status).toBe(415);
    expect(await message(svg)).toMatch(/^SVG files are not accepted/);

    const zip = await upload(media.editor.session, Buffer.from("PK\u0003\u0004 not a word document"), "report.docx");
    expect(zip.status).toBe(415);
    expect(await db.mediaFile.count()).toBe(rowsBefore);
    expect(await leftoverTempDirs()).toEqual([]);
  });

  it("tells the accepted kinds by their bytes, not by their names", async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from("%PDF-1.7\n%test"), "notes.txt", "application/pdf"],
      [Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(30), Buffer.from("word/document.xml")]), "letter.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100), Buffer.from("WordDocument")]), "old.doc", "application/msword"],
      [Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from("ftypisom"), Buffer.alloc(20)]), "clip.mp4", "video/mp4"],
      [Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from("webm"), Buffer.alloc(20)]), "clip.webm", "video/webm"],
    ];
    for (const [bytes, name, mimeType] of cases) {
      const file = await uploaded(await upload(media.editor.session, bytes, name));
      expect(file.mimeType, name).toBe(mimeType);
      expect(file.width).toBeNull();
      expect(file.variants).toEqual([]);
    }
  });

  it("never lets the client's file name reach a storage path", async () => {
    const png = await pngImage(10, 10);
    for (const name of ["../../../../etc/passwd.png", "..\\..\\windows\\evil.png", "/absolute/path.png", "..", "a\u202eb.png"]) {
      const response = await upload(media.editor.session, png, name);
      expect(response.status, name).toBe(201);
      const file = await uploaded(response);
      expect(file.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect(file.originalName).not.toMatch(/[\\/\u202e]/);
    }
    expect((await uploaded(await upload(media.editor.session, png, "Café déjà vu.png"))).originalName).toBe("Café déjà vu.png");
    const names = await readdir(media.disk.directory);
    expect(names.every((name) => /^[0-9a-f-]{36}(-\d+w)?\.[a-z0-9]+$/.test(name))).toBe(true);
  });

  it("answers 400 for a damaged image, an empty file or a form without the file field", async () => {
    const damaged = await upload(media.editor.session, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]), "broken.png");
    expect(damaged.status).toBe(400);
    expect(await message(damaged)).toBe("The image could not be read: the file may be damaged.");

    const empty = await upload(media.editor.session, Buffer.alloc(0), "empty.pdf");
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe("The file is empty.");

    const wrongField = await upload(media.editor.session, Buffer.from("%PDF-1.4"), "a.pdf", { field: "attachment" });
    expect(wrongField.status).toBe(400);
    expect(await message(wrongField)).toBe('Choose a file to upload (form field "file").');
    expect(await leftoverTempDirs()).toEqual([]);
  });

  it("refuses with 400 a multipart body without its boundary, and one holding two files, storing nothing", async () => {
    const before = await db.mediaFile.count();
    const unbounded = await callRoute((await import("@/app/api/admin/media/upload/route")).POST, "/api/admin/media/upload", {
      method: "POST",
      session: media.editor.session,
      body: new TextEncoder().encode("garbage"),
      headers: { ...SAME_SITE, "content-type": "multipart/form-data" },
    });
    expect(unbounded.status).toBe(400);
    expect(await message(unbounded)).toBe('The upload could not be read: send it as multipart/form-data with the file in the field "file".');

    const form = new FormData();
    for (const name of ["a.png", "b.png"]) form.append("file", new Blob([new Uint8Array(await pngImage(10, 10))], { type: "image/png" }), name);
    const two = await callRoute((await import("@/app/api/admin/media/upload/route")).POST, "/api/admin/media/upload", { method: "POST", session: media.editor.session, body: form, headers: SAME_SITE });
    expect(two.status).toBe(400);
    expect(await message(two)).toBe("Send one file at a time: this upload holds more than one.");
    expect(await db.mediaFile.count()).toBe(before);
    expect(await leftoverTempDirs()).toEqual([]);
  });

  it("answers 415 to a body that is not multipart", async () => {
    const response = await callRoute((await import("@/app/api/admin/media/upload/route")).POST, "/api/admin/media/upload", {
      method: "POST",
      session: media.editor.session,
      body: { file: "x" },
      headers: SAME_SITE,
    });
    expect(response.status).toBe(415);
    expect(await message(response)).toBe("Upload files as multipart/form-data.");
  });
});

describe("the same upload on S3-compatible storage", () => {
  let s3: TestStorage;
  beforeAll(async () => {
    s3 = await temporaryS3Storage();
    setMediaStorage(s3.storage);
  });
  afterEach(() => setMediaStorage(media.disk.storage));
  afterAll(async () => {
    await s3.stop();
  });

  it("stores the original and its copies in the bucket and serves them back", async () => {
    const png = await pngImage(700, 350);
    const file = await uploaded(await upload(media.editor.session, png, "bucket.png"));
    expect(file).toMatchObject({ width: 700, height: 350, url: `/uploads/${file.filename}` });
    expect(file.variants.map((variant) => variant.width)).toEqual([320, 640]);

    const served = await callRoute(serveFile, file.url, { params: { path: [file.filename] } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    for (const variant of file.variants) expect((await s3.storage.get(variant.filename))?.size).toBe(variant.size);
    expect(await readdir(media.disk.directory)).not.toContain(file.filename);
  });

  it("leaves nothing in the bucket when the upload is refused", async () => {
    const objects = async () => (await readdir(s3.directory, { recursive: true })).filter((entry) => entry.endsWith("._S3rver_object")).sort();
    const before = await objects();
    expect(before.length).toBeGreaterThan(0);
    const refused = await upload(media.editor.session, pdfOfSize(TEN_MB + 1), "too-big.pdf");
    expect(refused.status).toBe(413);
    const fake = await upload(media.editor.session, Buffer.from("<html></html>"), "fake.png");
    expect(fake.status).toBe(415);
    expect(await objects()).toEqual(before);
  });
});
