import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { contentSecurityPolicy, createNonce } from "@/lib/http/content-security-policy";
import { MISSING_PAGE_HEADER, missingPublicPage } from "@/lib/public/missing-pages";
import { movedPublicPage } from "@/lib/public/moved-pages";
import { curatorDirectoryRedirect } from "@/lib/public/curator-directory-path";
import { topicFilterSegment } from "@/lib/public/topic-filter-path";
import { siteUrl } from "@/lib/site-url";

// Next.js 16's request guard (the file Next.js 15 called middleware.ts).
// - /profile without a session cookie goes to "/"; /admin renders its own sign-in screen. For convenience
//   only: a cookie is not a session, and every page and route handler checks the session itself.
// - Both get a nonce-based Content-Security-Policy (they render per request anyway).
// - A list, topic or curator that does not exist is served by the root not-found page, told which one
//   by a request header. A page calling notFound() answers 404 with an empty body in production builds
//   (vercel/next.js#62228, #98954): its message would appear only after JavaScript runs. The pages
//   keep their own notFound() for anything removed between here and there. Whether an address exists is
//   kept in memory until the next write (lib/public/missing-pages.ts): no query per view. An old address
//   whose slug or handle was rewritten to follow the address rule redirects to the current one.
// - A topic's filters move from the query string into a path segment, so each combination is its own
//   cached page (lib/public/topic-filter-path.ts). /curators?page=N redirects to the directory page's own
//   address, /curators/page/{N} (lib/public/curator-directory-path.ts).
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isPreviewRequest(request)) return NextResponse.rewrite(new URL("/preview", request.url));
  if (pathname === "/curators") return curatorDirectoryPageRedirect(request);
  if (!isSignedInArea(pathname)) return missingPageRewrite(request);

  const hasSessionCookie = request.cookies.has(sessionCookieName());
  if (!hasSessionCookie && (pathname === "/profile" || pathname.startsWith("/profile/"))) {
    return NextResponse.redirect(new URL("/", request.url), 307);
  }

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
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// "/?preview=true" with a session cookie renders the preview page, which shows unpublished work to staff
// and sends anyone else to "/". Without a cookie the home page is served as to any visitor.
function isPreviewRequest(request: NextRequest): boolean {
  return request.nextUrl.pathname === "/" && request.nextUrl.searchParams.get("preview") === "true" && request.cookies.has(sessionCookieName());
}

function isSignedInArea(pathname: string): boolean {
  return /^\/(admin|profile)(\/|$)/.test(pathname);
}

async function missingPageRewrite(request: NextRequest) {
  // Without the database the page itself fails and shows the error screen; failing here would answer a
  // bare "Internal Server Error" instead.
  const missing = await missingPublicPage(request.nextUrl.pathname).catch(() => null);
  if (!missing) return topicFilterRewrite(request) ?? NextResponse.next();
  // An address that moved when its slug or handle was brought under the address rule.
  const moved = await movedPublicPage(request.nextUrl.pathname).catch(() => null);
  if (moved) return NextResponse.redirect(new URL(`${moved}${request.nextUrl.search}`, request.url), 308);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(MISSING_PAGE_HEADER, missing);
  // An address no route matches: Next.js renders app/not-found.tsx with status 404.
  return NextResponse.rewrite(new URL("/_missing", request.url), { request: { headers: requestHeaders } });
}

function curatorDirectoryPageRedirect(request: NextRequest) {
  const target = curatorDirectoryRedirect(request.nextUrl.searchParams);
  return target ? NextResponse.redirect(new URL(target, request.url), 308) : NextResponse.next();
}

function topicFilterRewrite(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (!pathname.startsWith("/topics/")) return null;
  const segment = topicFilterSegment(searchParams);
  if (!segment) return null;
  const target = new URL(`${pathname.replace(/\/$/, "")}/f/${segment}`, request.url);
  return NextResponse.rewrite(target);
}

export const config = {
  matcher: ["/", "/admin/:path*", "/profile/:path*", "/lists/:slug", "/topics/:slug", "/curators", "/curators/:handle"],
};
