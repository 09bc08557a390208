import sharp from "sharp";
import { POST as uploadRoute } from "@/app/api/admin/media/upload/route";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";

/** A real PNG of the given size. */
export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 93, g: 0, b: 52 } } }).png().toBuffer();
}

/** Sends one file in the form field `file` (or another field), as the media tab does. */
export function upload(session: string, bytes: Uint8Array, name: string, options: { type?: string; field?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  form.append(options.field ?? "file", new Blob([new Uint8Array(bytes)], { type: options.type ?? "application/octet-stream" }), name);
  return callRoute(uploadRoute, "/api/admin/media/upload", { method: "POST", session, body: form, headers: { ...SAME_SITE, ...options.headers } });
}

export interface UploadedFile {
  id: number;
  filename: string;
  originalName: string;
  mimeType: string;
  size: number;
  url: string;
  width: number | null;
  height: number | null;
  variants: { width: number; height: number; filename: string; url: string; size: number }[];
}

export const uploaded = (response: Response) => json<UploadedFile>(response);
