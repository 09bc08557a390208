// The Content-Security-Policy, in one place.
// - Public pages (cacheable, the same for everyone): scripts from the site itself only, with
//   'unsafe-inline' for Next's inline bootstrap.
// - The admin panel and signed-in pages (rendered per request anyway): scripts only with the response's
//   nonce (Next puts it on its own scripts), no 'unsafe-inline' for scripts.
// Styles keep 'unsafe-inline' (the theme is a style attribute on <html>); pictures may come from any https
// host (editors' images, sign-in providers' profile pictures), and from http hosts too when the site itself
// is plain http (local use, tests).

export interface PolicyOptions {
  /** Present for the strict policy. */
  nonce?: string;
  development: boolean;
  https: boolean;
}

export function contentSecurityPolicy({ nonce, development, https }: PolicyOptions): string {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${https ? "" : " http:"}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The policy of every answer outside the admin panel and signed-in pages, for this environment. */
export function publicContentSecurityPolicy(env: Record<string, string | undefined> = process.env): string {
  return contentSecurityPolicy({ development: env.NODE_ENV === "development", https: (env.SITE_URL ?? "").startsWith("https://") });
}

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Headers every answer carries. */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
];
