import type { IncomingMessage, ServerResponse } from "node:http";
import { SECURITY_HEADERS } from "./content-security-policy";

// Next.js's image optimizer keys what it keeps by the `url` it was asked for, but fetches that address
// after resolving it: "/a/../uploads/x.png" and "/uploads/x.png" are one picture under two keys, so a
// client could fill the disk and keep the server resizing. The pages only ever ask for a picture by its
// own plain path; the server refuses any other form before Next.js sees it.

const IMAGE_OPTIMIZER_PATH = "/_next/image";

export const UNUSABLE_IMAGE_MESSAGE = "This image address is not one the site uses: ask for the picture by its own path, such as /uploads/name.png.";

/** Whether `url` is a path on this site written as the pages write it: no dot segments, no query, nothing decoded differently. */
export function isPlainImagePath(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//") || url.includes("\\") || url.includes("?") || url.includes("#")) return false;
  try {
    return new URL(url, "http://site.invalid").pathname === url && decodeURIComponent(url) === url;
  } catch {
    return false;
  }
}

/** Answers 400 to an image optimizer request for an address the pages would not write; false for any other request. */
export function refuseUnusableImageRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const target = request.url ?? "/";
  if (!target.startsWith(`${IMAGE_OPTIMIZER_PATH}?`) && target !== IMAGE_OPTIMIZER_PATH) return false;
  const url = new URLSearchParams(target.slice(IMAGE_OPTIMIZER_PATH.length + 1)).get("url");
  // Next.js answers a missing url itself; an address on another host is its allow-list's to judge.
  if (url === null || /^https?:\/\//i.test(url) || isPlainImagePath(url)) return false;
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  response.writeHead(400, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify({ message: UNUSABLE_IMAGE_MESSAGE }));
  return true;
}
