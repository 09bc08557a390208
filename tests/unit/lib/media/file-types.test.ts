import { describe, expect, it } from "vitest";
import { detectFileType, looksLikeSvg } from "@/lib/media/file-types";

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));
const detect = (head: Buffer) => detectFileType(head, (needle) => head.includes(needle, 0, "latin1"))?.mimeType ?? null;

describe("detectFileType", () => {
  it("recognises each accepted kind by its first bytes", () => {
    expect(detect(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(detect(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(detect(bytes("GIF89a"))).toBe("image/gif");
    expect(detect(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(detect(bytes([0, 0, 0, 0x1c], "ftypavif"))).toBe("image/avif");
    expect(detect(bytes([0, 0, 0, 0x1c], "ftypmp42"))).toBe("video/mp4");
    expect(detect(bytes([0, 0, 0, 0x14], "ftypqt  "))).toBe("video/quicktime");
    expect(detect(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82], "webm"))).toBe("video/webm");
    expect(detect(bytes("%PDF-1.7"))).toBe("application/pdf");
  });

  it("refuses text, scripts, SVG, other containers and look-alikes", () => {
    expect(detect(bytes("<!doctype html><p>hi"))).toBeNull();
    expect(detect(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detect(bytes("PK", [3, 4], "xl/workbook.xml"))).toBeNull();
    expect(detect(bytes([0x1a, 0x45, 0xdf, 0xa3], "matroska"))).toBeNull();
    expect(detect(bytes([0, 0, 0, 0x1c], "ftypheic"))).toBeNull();
    expect(detect(bytes("MZ", [0x90, 0]))).toBeNull();
    expect(detect(bytes(""))).toBeNull();
  });

  it("knows SVG when it sees it, with or without an XML declaration", () => {
    expect(looksLikeSvg(Buffer.from("\uFEFF  <svg viewBox='0 0 1 1'/>", "utf8"))).toBe(true);
    expect(looksLikeSvg(bytes('<?xml version="1.0"?>\n<svg/>'))).toBe(true);
    expect(looksLikeSvg(bytes("<html></html>"))).toBe(false);
  });
});
