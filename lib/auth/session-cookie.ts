// The session cookie next-auth reads and writes. Kept free of server-only imports: proxy.ts reads the
// name too. Secure (and the __Secure- prefix next-auth uses for it) exactly when SITE_URL is https.
import { siteUrl } from "@/lib/site-url";

/** Sessions last this long from sign-in (next-auth's default). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function secureCookies(): boolean {
  return siteUrl().startsWith("https://");
}

export function sessionCookieName(): string {
  return secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: "lax";
  path: "/";
  secure: boolean;
  expires: Date;
}

export function sessionCookieOptions(expires: Date): SessionCookieOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(), expires };
}
