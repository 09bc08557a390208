import { devSignInRequested } from "@/lib/auth/providers";
import { isLocalSite, siteUrl } from "@/lib/site-url";

// Settings that would make a public site unsafe stop the server before it serves anything, with a
// message saying what to change. Checked by server.ts and, for any other way of starting Next.js, by
// instrumentation.ts.

/** AUTH_SECRET signs sign-in state and keys reporter hashes: shorter ones can be guessed. */
export const MIN_SECRET_LENGTH = 32;

/** A site anyone else can reach: SITE_URL on https, or a production build on an address other than this machine's. */
export function isPublicSite(env: Record<string, string | undefined> = process.env): boolean {
  return siteUrl().startsWith("https://") || (env.NODE_ENV === "production" && !isLocalSite());
}

export function configuredSecret(env: Record<string, string | undefined> = process.env): string | null {
  return (env.AUTH_SECRET || env.NEXTAUTH_SECRET)?.trim() || null;
}

/** What stops this configuration from starting; empty when it may start. */
export function startupProblems(env: Record<string, string | undefined> = process.env): string[] {
  const problems: string[] = [];
  if (devSignInRequested(env) && !isLocalSite()) {
    problems.push(
      `AUTH_DEV_LOGIN=true turns on a sign-in without a password, which only a site on this machine may have, and SITE_URL is ${siteUrl()}. ` +
        "Remove AUTH_DEV_LOGIN from the environment and from .env.local, or set SITE_URL to a localhost address.",
    );
  }
  const secret = configuredSecret(env);
  if (isPublicSite(env) && (!secret || secret.length < MIN_SECRET_LENGTH)) {
    problems.push(
      `${secret ? "AUTH_SECRET is too short" : "AUTH_SECRET is not set"}: a public site needs a random secret of at least ${MIN_SECRET_LENGTH} characters ` +
        "(generate one with: openssl rand -base64 32).",
    );
  }
  return problems;
}
