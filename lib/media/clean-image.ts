import "server-only";
import sharp, { type Metadata, type Sharp } from "sharp";

interface CleanImage {
  data: Buffer;
  /** The size a viewer sees: after the recorded orientation is applied, of one frame of an animation. */
  width: number;
  height: number;
}

// Lossy formats are written at a quality high enough that a second encoding shows no visible loss.
const ENCODE: Record<string, (image: Sharp, metadata: Metadata, lossless: boolean) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90 }),
  "image/png": (image, metadata) => image.png({ palette: metadata.isPalette }),
  "image/gif": (image) => image.gif(),
  "image/webp": (image, _metadata, lossless) => image.webp(lossless ? { lossless: true } : { quality: 90 }),
  "image/avif": (image) => image.avif({ quality: 80 }),
};

/**
 * An uploaded image encoded again in its own format without its metadata: sharp writes none unless asked,
 * so EXIF (camera, time, GPS position), XMP, IPTC and comments are gone. The orientation a camera recorded
 * is applied to the pixels first, because the tag that described it goes with the rest. Animated GIF and
 * WebP keep every frame, their delays and their loop count. Throws when the bytes cannot be decoded.
 */
export async function cleanImage(bytes: Buffer, mimeType: string): Promise<CleanImage> {
  const encode = ENCODE[mimeType];
  if (!encode) throw new Error(`Not an image type that is re-encoded: ${mimeType}`);
  const metadata = await sharp(bytes).metadata();
  const animated = (metadata.pages ?? 1) > 1;
  // A camera's orientation belongs to still photos; an animation is re-encoded frame by frame as it is.
  const image = animated ? sharp(bytes, { animated: true }) : sharp(bytes).autoOrient();
  const data = await encode(image, metadata, mimeType === "image/webp" && isLosslessWebp(bytes)).toBuffer();
  return { data, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
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
