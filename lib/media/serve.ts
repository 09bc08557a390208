import "server-only";
import { CONTENT_TYPE_BY_EXTENSION } from "./file-types";
import { isStorageKey } from "./storage/keys";
import { mediaStorage } from "./storage";

/** Every answer under /uploads carries this policy, not the pages' one. */
const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const NOT_FOUND = () => Response.json({ message: "File not found." }, { status: 404, headers: { "Cache-Control": "no-store", "Content-Security-Policy": UPLOAD_POLICY } });

/**
 * An uploaded file from whichever store holds it. Stored names are never reused, so a file is cached for
 * a year; nosniff keeps browsers to the declared type, and a sandboxing policy stops a document opened
 * on its own from running anything. Word files download rather than open.
 */
export async function serveUpload(segments: string[]): Promise<Response> {
  const key = segments.length === 1 ? segments[0] : "";
  if (!isStorageKey(key)) return NOT_FOUND();
  const contentType = CONTENT_TYPE_BY_EXTENSION[key.slice(key.lastIndexOf(".") + 1)];
  if (!contentType) return NOT_FOUND();
  const stored = await mediaStorage().get(key);
  if (!stored) return NOT_FOUND();
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Length": String(stored.size),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": UPLOAD_POLICY,
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  if (contentType.startsWith("application/") && contentType !== "application/pdf") headers.set("Content-Disposition", "attachment");
  return new Response(stored.body, { headers });
}
