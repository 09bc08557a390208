import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "./lib/auth/session-cookie";
import { contentSecurityPolicy, createNonce } from "./lib/http/content-security-policy";
import { siteUrl } from "./lib/site-url";

// Next.js 16's request guard (the file Next.js 15 called middleware.ts). For convenience only: a cookie is
// not a session, and every page and route handler checks the session on the server itself.
// - /profile without a session cookie goes to "/"; /admin renders its own sign-in screen.
// - Both get a nonce-based Content-Security-Policy (they render per request anyway).
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
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

export const config = {
  matcher: ["/admin/:path*", "/profile/:path*"],
};
