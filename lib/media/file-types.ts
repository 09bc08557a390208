// The kinds of file the library accepts, recognised by their first bytes (never by the name or the
// type a browser claims): a page of HTML named photo.png is not an image, and SVG (which can carry
// scripts) is not accepted at all.

export interface AcceptedType {
  mimeType: string;
  extension: string;
  /** Raster images get their size recorded and resized copies. */
  image: boolean;
}

const TYPES = {
  png: { mimeType: "image/png", extension: "png", image: true },
  jpeg: { mimeType: "image/jpeg", extension: "jpg", image: true },
  gif: { mimeType: "image/gif", extension: "gif", image: true },
  webp: { mimeType: "image/webp", extension: "webp", image: true },
  avif: { mimeType: "image/avif", extension: "avif", image: true },
  mp4: { mimeType: "video/mp4", extension: "mp4", image: false },
  mov: { mimeType: "video/quicktime", extension: "mov", image: false },
  webm: { mimeType: "video/webm", extension: "webm", image: false },
  pdf: { mimeType: "application/pdf", extension: "pdf", image: false },
  doc: { mimeType: "application/msword", extension: "doc", image: false },
  docx: { mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx", image: false },
} as const satisfies Record<string, AcceptedType>;

/** Content types by stored extension, for serving files back. */
export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(TYPES).map((type) => [type.extension, type.mimeType]),
);

export const ACCEPTED_DESCRIPTION = "an image (PNG, JPEG, GIF, WebP, AVIF), a video (MP4, MOV, WebM) or a document (PDF, DOC, DOCX)";

/** What the browser's file chooser offers (the server checks the bytes regardless). */
export const ACCEPT_ATTRIBUTE = "image/png,image/jpeg,image/gif,image/webp,image/avif,video/mp4,video/quicktime,video/webm,.pdf,.doc,.docx";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");

// ISO base media files (MP4, MOV, AVIF) name their brand in an "ftyp" box at byte 4.
const AVIF_BRANDS = new Set(["avif", "avis"]);
const MP4_BRANDS = new Set(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "dash", "mmp4", "MSNV", "f4v "]);

/**
 * The accepted type of a file from its bytes: `head` is at least its first 4 KB (or all of it), and
 * `contains` answers whether a byte string occurs anywhere in it (Word files are ZIP or OLE containers,
 * told apart from other ZIP and OLE files by what they hold). Null when it is none of the accepted kinds.
 */
export function detectFileType(head: Uint8Array, contains: (needle: string) => boolean): AcceptedType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return TYPES.gif;
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return TYPES.webp;
  if (ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (AVIF_BRANDS.has(brand)) return TYPES.avif;
    if (MP4_BRANDS.has(brand)) return TYPES.mp4;
    if (brand === "qt  ") return TYPES.mov;
    return null;
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(head, 0, Math.min(head.length, 64)).includes("webm")) return TYPES.webm;
  if (ascii(head, 0, 5) === "%PDF-") return TYPES.pdf;
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && contains("WordDocument")) return TYPES.doc;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && contains("word/document.xml")) return TYPES.docx;
  return null;
}

/** ZIP and OLE files: whether they are Word documents depends on what they contain. */
export function isContainer(head: Uint8Array): boolean {
  return startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}

/** Whether the bytes look like SVG (an XML text whose root is <svg>), to refuse it by name. */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = Buffer.from(head.subarray(0, 1024)).toString("utf8").replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return text.startsWith("<svg") || ((text.startsWith("<?xml") || text.startsWith("<!doctype svg")) && text.includes("<svg"));
}
