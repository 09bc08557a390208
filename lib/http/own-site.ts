import type { IncomingMessage, ServerResponse } from "node:http";
import { siteUrl } from "@/lib/site-url";
import { SECURITY_HEADERS } from "./content-security-policy";

export const CROSS_SITE_MESSAGE = "Forbidden: this request came from another site.";

/**
 * Whether a request came from the site itself: its Origin is the site's own (SITE_URL, or the host the
 * browser addressed over `protocol`), or, when a browser sent no Origin, Sec-Fetch-Site says same-origin.
 * Requests with neither (curl, server-to-server) carry no visitor's cookies by accident and pass.
 */
export function isFromOwnSite(headers: Headers, protocol: string): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return ownOrigins(headers, protocol).has(origin.toLowerCase());
  const fetchSite = headers.get("sec-fetch-site");
  return fetchSite === null || fetchSite === "same-origin" || fetchSite === "none";
}

function ownOrigins(headers: Headers, protocol: string): Set<string> {
  const origins = new Set<string>([new URL(siteUrl()).origin.toLowerCase()]);
  const host = headers.get("host");
  if (host) origins.add(`${protocol}//${host}`.toLowerCase());
  return origins;
}

/** Methods that never change state. */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses with 403 a request to a page (a form posted to a server action, with or without JavaScript) that
 * would change state and came from another site; calls under /api/ refuse it in their route, after
 * counting it against their rate limit. False when the request may go on.
 */
export function refuseCrossSitePagePost(request: IncomingMessage, response: ServerResponse): boolean {
  if (SAFE_METHODS.has(request.method ?? "GET") || isApiCall(request.url ?? "/")) return false;
  const headers = new Headers();
  for (const name of ["origin", "sec-fetch-site", "host"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  if (isFromOwnSite(headers, "encrypted" in request.socket && request.socket.encrypted ? "https:" : "http:")) return false;
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  response.writeHead(403, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify({ message: CROSS_SITE_MESSAGE }));
  return true;
}

/** Whether an address is under /api/ once its dot segments are resolved, as the router resolves them. */
function isApiCall(url: string): boolean {
  try {
    return new URL(url, "http://site.invalid").pathname.startsWith("/api/");
  } catch {
    return false;
  }
}
