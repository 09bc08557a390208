import "server-only";
import sharp, { type Metadata, type Sharp } from "sharp";
import { payloadTooLarge } from "@/lib/http/errors";

/**
 * The most pixels an upload may decode to, every frame of an animation counted: 50 megapixels (a 48 MP
 * phone photo fits). A few kilobytes of PNG can declare a picture of a billion pixels, which would take
 * gigabytes to decode; the header says how large it is before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface PreparedImage {
  /** The image without its metadata, in its own format. */
  original: Buffer;
  /** The size a viewer sees: after the recorded orientation is applied, of one frame of an animation. */
  width: number;
  height: number;
  /** Narrower WebP copies of the first frame, one per width asked for that is below the image's. */
  variants: { width: number; height: number; data: Buffer }[];
}

// Lossy formats are written at a quality high enough that a second encoding shows no visible loss.
const ENCODE: Record<string, (image: Sharp, metadata: Metadata, lossless: boolean) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90 }),
  "image/png": (image, metadata) => image.png({ palette: metadata.isPalette }),
  "image/gif": (image, metadata) => image.gif({ loop: metadata.loop, delay: metadata.delay }),
  "image/webp": (image, metadata, lossless) => image.webp({ ...(lossless ? { lossless: true } : { quality: 90 }), loop: metadata.loop, delay: metadata.delay }),
  "image/avif": (image) => image.avif({ quality: 80 }),
};

/**
 * An uploaded image encoded again in its own format without its metadata (sharp writes none unless
 * asked, so EXIF with the camera, time and GPS position, XMP, IPTC and comments are gone), and its
 * narrower copies. The file is decoded once, to pixels, and every output is encoded from those. The
 * orientation a camera recorded is applied to the pixels first, because the tag that described it goes
 * with the rest. Animated GIF and WebP keep every frame, their delays and their loop count. Throws a 413
 * for an image over MAX_IMAGE_PIXELS, and sharp's error when the bytes cannot be decoded.
 */
export async function prepareImage(bytes: Buffer, mimeType: string, variantWidths: readonly number[]): Promise<PreparedImage> {
  const encode = ENCODE[mimeType];
  if (!encode) throw new Error(`Not an image type that is re-encoded: ${mimeType}`);
  // Reading the header decodes no pixels: no limit is needed to learn how large the image says it is.
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  const pages = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight * pages > MAX_IMAGE_PIXELS) {
    throw payloadTooLarge(
      `This image is too large to process: ${metadata.width} × ${frameHeight} pixels${pages > 1 ? ` in ${pages} frames` : ""}. ` +
        `Upload one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all (for example 8000 × 6000).`,
    );
  }
  const animated = pages > 1;
  // A camera's orientation belongs to still photos; an animation keeps its frames as they are.
  const decoder = animated ? sharp(bytes, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS }) : sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  const { data: pixels, info } = await decoder.raw().toBuffer({ resolveWithObject: true });
  const width = info.width;
  const height = animated ? frameHeight : info.height;
  const raw = { width, height: info.height, channels: info.channels, ...(animated && { pageHeight: height }) };

  const original = await encode(sharp(pixels, { raw }), metadata, mimeType === "image/webp" && isLosslessWebp(bytes)).toBuffer();
  // The copies show the first frame: the first `height` rows of the decoded pixels.
  const firstFrame = animated ? pixels.subarray(0, width * height * info.channels) : pixels;
  const variants: PreparedImage["variants"] = [];
  for (const target of variantWidths.filter((candidate) => candidate < width)) {
    const copy = await sharp(firstFrame, { raw: { width, height, channels: info.channels } })
      .resize({ width: target })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: copy.info.width, height: copy.info.height, data: copy.data });
  }
  return { original, width, height, variants };
}

/** Whether a WebP file's first frame is stored losslessly (a VP8L chunk), so it is not made lossy. */
function isLosslessWebp(bytes: Buffer): boolean {
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const chunk = bytes.toString("latin1", offset, offset + 4);
    if (chunk === "VP8L") return true;
    if (chunk === "VP8 ") return false;
    // An animation frame holds a 16-byte header, then the frame's own image chunks.
    if (chunk === "ANMF") {
      offset += 8 + 16;
      continue;
    }
    const size = bytes.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return false;
}
