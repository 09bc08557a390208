// Where sign-in may return to: only paths on this site. Anything else returns to "/".
import { siteUrl } from "@/lib/site-url";

const FALLBACK = "/";

/**
 * The one decision for every post-sign-in and "back" link.
 * `value` when it is a same-site relative path ("/lists/x?y=1#z"), else "/". Rejects protocol-relative
 * ("//host"), backslash ("/\\host") and scheme ("javascript:") tricks, control characters, and paths
 * that a browser would resolve to another origin.
 */
export function safeCallbackPath(value: unknown): string {
  if (typeof value !== "string") return FALLBACK;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return FALLBACK;
  if (/[\u0000-\u001f\u007f]/.test(path)) return FALLBACK;
  try {
    const base = new URL("http://callback.invalid");
    const resolved = new URL(path, base);
    if (resolved.origin !== base.origin) return FALLBACK;
    // Dot segments can normalize "/..//host" into "//host", which a browser reads as another origin.
    if (resolved.pathname.startsWith("//") || resolved.pathname.includes("\\")) return FALLBACK;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return FALLBACK;
  }
}

/** The path of `url` when it is an absolute URL on `origin`, checked like a relative one; else null. */
export function sameOriginPath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.origin !== new URL(origin).origin) return null;
    return safeCallbackPath(`${parsed.pathname}${parsed.search}${parsed.hash}`);
  } catch {
    return null;
  }
}

/** The page on this site a request says it came from (its Referer), to return to after sign-in; else null. */
export function refererPath(headers: Pick<Headers, "get">): string | null {
  const referer = headers.get("referer");
  if (!referer) return null;
  const path = sameOriginPath(referer, siteUrl());
  // Coming back to a sign-in page after signing in would be pointless.
  return path && !path.startsWith("/signin") && !path.startsWith("/api/") ? path : null;
}
