// Whether a browser navigation came from this site. GET /api/logout must be a plain link,
// so it acts only on navigations that started here: Sec-Fetch-Site "same-origin" or "none" (typed or
// bookmarked). Browsers without Fetch Metadata fall back to Origin, then Referer; a request with none
// of them (an old browser, curl) is trusted, as it cannot carry a victim's cookie from another site.

export function isSameSiteNavigation(headers: Headers, siteOrigin: string): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = headers.get("origin");
  if (origin && origin !== "null") return sameOrigin(origin, siteOrigin);
  if (origin === "null") return false;
  const referer = headers.get("referer");
  if (referer) return sameOrigin(referer, siteOrigin);
  return true;
}

function sameOrigin(url: string, siteOrigin: string): boolean {
  try {
    return new URL(url).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * What kind of request Fetch Metadata says this is: "reader" for the visitor's own top-level navigation
 * on this site (a click on a link here, a typed address or bookmark); "other" for anything else a browser
 * describes (an image, script or frame request, a prefetch, a navigation from another site); "unknown"
 * when the browser sends no Fetch Metadata at all.
 */
export function navigationKind(headers: Headers): "reader" | "other" | "unknown" {
  const site = headers.get("sec-fetch-site");
  if (!site) return "unknown";
  if (/prefetch|prerender/i.test(headers.get("sec-purpose") ?? headers.get("purpose") ?? "")) return "other";
  const ownSite = site === "same-origin" || site === "none";
  return ownSite && headers.get("sec-fetch-mode") === "navigate" && headers.get("sec-fetch-dest") === "document" ? "reader" : "other";
}
