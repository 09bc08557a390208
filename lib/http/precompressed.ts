// Answers a route compresses itself, once, instead of on every request: kept public answers (see
// lib/lists/search-answers.ts). Next.js drops a route's own Content-Encoding header, so the route marks the body with
// PRECOMPRESSED_BODY and server.ts (response-compression.ts) sends it as Content-Encoding. server.ts also
// tells the route which encoding it may use in PRECOMPRESSED_ACCEPTED; without that header (next dev, or
// HTTP_COMPRESSION=off) routes answer uncompressed.

import { PRECOMPRESSED_ACCEPTED, internalHeader } from "./front-server";

export { PRECOMPRESSED_ACCEPTED };

export type BodyEncoding = "br" | "gzip";

/** Response header on a body the route compressed: its encoding. */
export const PRECOMPRESSED_BODY = "x-precompressed-body";

/** The best encoding an Accept-Encoding header allows, brotli before gzip; null for neither. */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    if (name && !(q && Number.parseFloat(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/** The encoding server.ts allows for this request's answer, if any. */
export function precompressionAllowed(headers: Headers): BodyEncoding | null {
  const value = internalHeader(headers, PRECOMPRESSED_ACCEPTED);
  return value === "br" || value === "gzip" ? value : null;
}
