import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as serveFile } from "@/app/uploads/[...path]/route";
import { callRoute } from "@/tests/support/integration/request-scope";
import { editorWithDiskStorage } from "./support/storage";
import { upload, uploaded, type UploadedFile } from "./support/uploads";

const media = editorWithDiskStorage();

const storedOriginal = (file: UploadedFile) => readFile(path.join(media.disk.directory, file.filename));

/**
 * A photo as a phone writes it: 1000×500 pixels stored sideways, left half red and right half blue, with
 * EXIF saying "turn 90° clockwise to view", the camera's make and a GPS block.
 */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1000, height: 500, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: { create: { width: 500, height: 500, channels: 3, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "PocketCam", Model: "PocketCam 9" }, IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84" } })
    .toBuffer();
}

async function pixel(image: Buffer, left: number, top: number): Promise<number[]> {
  return [...(await sharp(image).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];
}

async function expectNoMetadata(image: Buffer) {
  const metadata = await sharp(image).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.comments).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  return metadata;
}

describe("uploaded images keep no metadata", () => {
  it("stores a phone photo without its EXIF or GPS position, turned the way the camera held it", async () => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ width: 1000, height: 500, orientation: 6 });
    expect(sent.exif?.toString("latin1")).toContain("PocketCam");
    expect(sent.exif?.toString("latin1")).toContain("WGS-84");

    const response = await upload(media.editor.session, photo, "holiday.jpg", { type: "image/jpeg" });
    expect(response.status).toBe(201);
    const file = await uploaded(response);
    expect(file).toMatchObject({ mimeType: "image/jpeg", width: 500, height: 1000 });

    const original = await storedOriginal(file);
    expect(await expectNoMetadata(original)).toMatchObject({ format: "jpeg", width: 500, height: 1000 });
    expect(original.includes("PocketCam", 0, "latin1")).toBe(false);
    expect(file.size).toBe(original.length);
    // Turned clockwise, the photo's left (red) half is on top and its right (blue) half below.
    const [topRed, , topBlue] = await pixel(original, 250, 250);
    const [bottomRed, , bottomBlue] = await pixel(original, 250, 750);
    expect([topRed > 200, topBlue < 60, bottomRed < 60, bottomBlue > 200]).toEqual([true, true, true, true]);

    const served = await callRoute(serveFile, file.url, { params: { path: [file.filename] } });
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
    expect(file.variants.map(({ width, height }) => [width, height])).toEqual([[320, 640]]);
    await expectNoMetadata(await readFile(path.join(media.disk.directory, file.variants[0].filename)));
  });

  it("strips text and EXIF from a PNG and keeps it a PNG of the same pixels", async () => {
    const plain = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 0.5 } } }).png().toBuffer();
    const tagged = await sharp(plain).png().withExif({ IFD0: { Artist: "Someone Private" } }).toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();

    const file = await uploaded(await upload(media.editor.session, tagged, "diagram.png", { type: "image/png" }));
    const original = await storedOriginal(file);
    expect(await expectNoMetadata(original)).toMatchObject({ format: "png", width: 40, height: 30, hasAlpha: true });
    expect(original.includes("Someone Private", 0, "latin1")).toBe(false);
    expect(await sharp(original).raw().toBuffer()).toEqual(await sharp(plain).raw().toBuffer());
  });

  it("keeps a lossless WebP lossless: the stored pixels are the sent ones", async () => {
    const noise = Buffer.alloc(64 * 64 * 3);
    for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24;
    const webp = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } }).webp({ lossless: true }).withExif({ IFD0: { Artist: "Someone Private" } }).toBuffer();

    const file = await uploaded(await upload(media.editor.session, webp, "texture.webp", { type: "image/webp" }));
    const original = await storedOriginal(file);
    expect(await expectNoMetadata(original)).toMatchObject({ format: "webp", width: 64, height: 64 });
    expect(await sharp(original).removeAlpha().raw().toBuffer()).toEqual(noise);
  });

  it("keeps an animated GIF animated, with its frames, delays and loop count", async () => {
    const white = Buffer.alloc(16 * 16 * 4, 255);
    const red = Buffer.alloc(16 * 16 * 4);
    for (let index = 0; index < red.length; index += 4) red.set([200, 30, 30, 255], index);
    const frames = Buffer.concat([white, red]);
    const gif = await sharp(frames, { raw: { width: 16, height: 32, channels: 4, pageHeight: 16 } }).gif({ delay: [100, 250], loop: 3 }).toBuffer();

    const file = await uploaded(await upload(media.editor.session, gif, "spinner.gif", { type: "image/gif" }));
    expect(file).toMatchObject({ mimeType: "image/gif", width: 16, height: 16 });
    const stored = await sharp(await storedOriginal(file), { animated: true }).metadata();
    expect(stored).toMatchObject({ format: "gif", pages: 2, pageHeight: 16, delay: [100, 250], loop: 3 });
    expect(stored.comments).toBeUndefined();
  });
});
