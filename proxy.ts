import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { contentSecurityPolicy, createNonce } from "@/lib/http/content-security-policy";
import { DEFAULT_TOPIC_FILTERS } from "@/lib/lists/topic-filter-schema";
import { curatorDirectoryRedirect } from "@/lib/public/curator-directory-path";
import { isMissingDirectoryPage, unusableCuratorPage } from "@/lib/public/curator-page-check";
import { curatorPageRedirect } from "@/lib/public/curator-page-path";
import { MISSING_PAGE_HEADER, missingPublicPage, type MissingPageKind } from "@/lib/public/missing-pages";
import { movedPublicPage } from "@/lib/public/moved-pages";
import { unusableTopicFilters } from "@/lib/public/topic-filter-check";
import { topicFilterSegment, topicFiltersOfQuery, topicFiltersOfSegment } from "@/lib/public/topic-filter-path";
import { siteUrl } from "@/lib/site-url";

// Next.js 16's request guard (the file Next.js 15 called middleware.ts).
// - /profile without a session cookie goes to "/"; /admin renders its own sign-in screen. For convenience
//   only: a cookie is not a session, and every page and route handler checks the session itself.
// - Both, and the staff preview of the home page, get a nonce-based Content-Security-Policy (they render
//   per request anyway).
// - A list, topic or curator that does not exist is served by the root not-found page, told which one
//   by a request header. A page calling notFound() answers 404 with an empty body in production builds
//   (vercel/next.js#62228, #98954): its message would appear only after JavaScript runs. The pages
//   keep their own notFound() for anything removed between here and there. Whether an address exists is
//   kept in memory until the next write (lib/public/missing-pages.ts): no query per view. An old address
//   whose slug or handle was rewritten to follow the address rule redirects to the current one.
// - A topic's filters move from the query string into a path segment, so each combination is its own
//   cached page (lib/public/topic-filter-path.ts). Values that name nothing are dropped (the page says
//   which), and a segment the guard did not write is not found: invented addresses are never stored.
//   /curators?page=N redirects to the directory page's own address, /curators/page/{N}
//   (lib/public/curator-directory-path.ts). A curator's later pages are /curators/{handle}/page/{N}
//   likewise (lib/public/curator-page-path.ts), rendered only for N from 2 to the curator's last page.
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isPreviewRequest(request)) return withNoncePolicy(request, (headers) => NextResponse.rewrite(new URL("/preview", request.url), { request: { headers } }));
  if (pathname === "/curators") return curatorDirectoryPageRedirect(request);
  if (!isSignedInArea(pathname)) return missingPageRewrite(request);

  const hasSessionCookie = request.cookies.has(sessionCookieName());
  if (!hasSessionCookie && (pathname === "/profile" || pathname.startsWith("/profile/"))) {
    return NextResponse.redirect(new URL("/", request.url), 307);
  }

  return withNoncePolicy(request, (headers) => NextResponse.next({ request: { headers } }));
}

/** A page for signed-in people: its scripts carry a fresh nonce, and its policy allows only those. */
function withNoncePolicy(request: NextRequest, respond: (requestHeaders: Headers) => NextResponse): NextResponse {
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === "development",
    https: siteUrl().startsWith("https://"),
  });
  // Next.js reads the nonce from the request's policy header and puts it on its scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = respond(requestHeaders);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// "/?preview=true" with a session cookie renders the preview page, which shows unpublished work to staff
// and sends anyone else to "/". Without a cookie the home page is served as to any visitor.
function isPreviewRequest(request: NextRequest): boolean {
  return request.nextUrl.pathname === "/" && request.nextUrl.searchParams.get("preview") === "true" && request.cookies.has(sessionCookieName());
}

function isSignedInArea(pathname: string): boolean {
  return /^\/(admin|profile|preview)(\/|$)/.test(pathname);
}

async function missingPageRewrite(request: NextRequest) {
  // Without the database the page itself fails and shows the error screen; failing here would answer a
  // bare "Internal Server Error" instead.
  const missing = await missingPublicPage(request.nextUrl.pathname).catch(() => null);
  if (!missing) return (await pagedAddressRewrite(request).catch(() => null)) ?? NextResponse.next();
  // An address that moved when its slug or handle was brought under the address rule.
  const moved = await movedPublicPage(request.nextUrl.pathname).catch(() => null);
  if (moved) {
    // Permanent for search engines, but asked again each time: the address may be given to another record.
    const redirect = NextResponse.redirect(new URL(`${moved}${request.nextUrl.search}`, request.url), 308);
    redirect.headers.set("Cache-Control", "no-cache");
    return redirect;
  }
  return notFoundRewrite(request, missing);
}

/** An address no route matches: Next.js renders the global not-found page with status 404 (not cached). */
function notFoundRewrite(request: NextRequest, kind: MissingPageKind | null) {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(MISSING_PAGE_HEADER);
  if (kind) requestHeaders.set(MISSING_PAGE_HEADER, kind);
  return NextResponse.rewrite(new URL("/_missing", request.url), { request: { headers: requestHeaders } });
}

function curatorDirectoryPageRedirect(request: NextRequest) {
  const target = curatorDirectoryRedirect(request.nextUrl.searchParams);
  return target ? NextResponse.redirect(new URL(target, request.url), 308) : NextResponse.next();
}

async function pagedAddressRewrite(request: NextRequest) {
  return (await curatorPagesRewrite(request)) ?? (await topicFilterRewrite(request));
}

async function curatorPagesRewrite(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const directoryPage = /^\/curators\/page\/([^/]+)\/?$/.exec(pathname);
  if (directoryPage) return (await isMissingDirectoryPage(directoryPage[1])) ? notFoundRewrite(request, null) : NextResponse.next();
  const paged = /^\/curators\/([^/]+)\/page\/([^/]+)\/?$/.exec(pathname);
  if (paged) {
    const unusable = await unusableCuratorPage(paged[1], paged[2]);
    return unusable ? notFoundRewrite(request, unusable === "curator" ? "curator" : null) : NextResponse.next();
  }
  const profile = /^\/curators\/([^/]+)\/?$/.exec(pathname);
  const target = profile && curatorPageRedirect(profile[1], searchParams);
  return target ? NextResponse.redirect(new URL(target, request.url), 308) : null;
}

async function topicFilterRewrite(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // The filtered page's own address is reachable too: only a segment the guard itself would write, for
  // filters that name existing things, is a page; anything else is not found and never rendered.
  const direct = /^\/topics\/([^/]+)\/f\/([^/]+)\/?$/.exec(pathname);
  if (direct) {
    const asked = topicFiltersOfSegment(direct[2]);
    if ((await missingPublicPage(`/topics/${direct[1]}`)) !== null) return notFoundRewrite(request, "topic");
    if (!asked || (await unusableTopicFilters(direct[1], asked.filters)).length > 0) return notFoundRewrite(request, null);
    return NextResponse.next();
  }
  const topic = /^\/topics\/([^/]+)\/?$/.exec(pathname);
  const asked = topic && topicFiltersOfQuery(searchParams);
  if (!topic || !asked) return null;
  const unusable = await unusableTopicFilters(topic[1], asked.filters);
  const filters = { ...asked.filters };
  for (const key of unusable) (filters as Record<string, unknown>)[key] = DEFAULT_TOPIC_FILTERS[key];
  const segment = topicFilterSegment({ filters, invalid: [...asked.invalid, ...unusable] });
  if (!segment) return null;
  return NextResponse.rewrite(new URL(`/topics/${topic[1]}/f/${segment}`, request.url));
}

export const config = {
  matcher: ["/", "/admin/:path*", "/profile/:path*", "/preview", "/lists/:slug", "/topics/:slug", "/topics/:slug/f/:filters", "/curators", "/curators/page/:page", "/curators/:handle", "/curators/:handle/page/:page"],
};
