import "server-only";
import type { AuthOptions, Profile, User } from "next-auth";
import GitHubProvider from "next-auth/providers/github";
import type { OAuthConfig } from "next-auth/providers/oauth";
import type { TokenSet } from "openid-client";
import { db } from "@/lib/db";
import { logEvent } from "@/lib/log";
import { siteUrl } from "@/lib/site-url";
import { createAuthAdapter } from "./adapter";
import { appSecret } from "./app-secret";
import { safeCallbackPath, sameOriginPath } from "./callback-url";
import { splitName } from "./names";
import { githubSettings, oidcSettings, type OidcSettings } from "./providers";
import { SESSION_MAX_AGE_SECONDS, secureCookies } from "./session-cookie";
import { applyRoleGrant } from "@/lib/users/role-grants";
import { applyAdminEmails, normalizeEmail } from "./users";
import { recordVerifiedAddress } from "./verified-address";

// next-auth reads its own address from NEXTAUTH_URL; SITE_URL is the one address we configure.
process.env.NEXTAUTH_URL ||= siteUrl();

type Claims = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/** An OpenID Connect profile (ID token claims, completed from the userinfo endpoint) as our user. */
export function profileFromOidcClaims(claims: Claims): User {
  const split = splitName(str(claims.name));
  const firstName = str(claims.given_name) ?? split.firstName;
  const lastName = str(claims.family_name) ?? split.lastName;
  return {
    id: String(claims.sub),
    email: str(claims.email),
    name: str(claims.name) ?? ([firstName, lastName].filter(Boolean).join(" ") || null),
    image: str(claims.picture),
    firstName,
    lastName,
    // Only an explicit `true` vouches for the address: several providers leave the claim out, or send
    // addresses they never checked.
    emailTrusted: claims.email_verified === true,
  };
}

function oidcProvider(settings: OidcSettings): OAuthConfig<Claims> {
  return {
    id: "oidc",
    name: settings.name,
    type: "oauth",
    wellKnown: `${settings.issuer}/.well-known/openid-configuration`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    checks: ["pkce", "state"],
    idToken: true,
    userinfo: {
      // The ID token is validated by next-auth; strict providers put email and profile claims only in
      // the userinfo answer (OpenID Connect Core 5.4), so both are read.
      async request({ tokens, client }) {
        // At run time next-auth hands over openid-client's TokenSet (its type says only the fields).
        const tokenSet = tokens as unknown as TokenSet;
        const claims = tokenSet.claims() as Claims;
        try {
          const info = (await client.userinfo(tokenSet)) as Claims;
          return { ...claims, ...info, sub: claims.sub };
        } catch {
          return claims;
        }
      },
    },
    profile: profileFromOidcClaims,
    httpOptions: { timeout: 10_000 },
  };
}

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

function githubProvider(settings: { clientId: string; clientSecret: string }) {
  return GitHubProvider({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    userinfo: {
      url: "https://api.github.com/user",
      // GitHub vouches only for the addresses its emails endpoint marks verified: the account's primary
      // address counts when it is verified; the public profile address alone proves nothing.
      async request({ client, tokens }) {
        const profile = (await client.userinfo(tokens.access_token!)) as Claims;
        const response = await fetch("https://api.github.com/user/emails", {
          headers: { Authorization: `token ${tokens.access_token}`, "User-Agent": "the-lists" },
        });
        const emails = response.ok ? ((await response.json()) as GitHubEmail[]) : [];
        const primary = emails.find((entry) => entry.primary && entry.verified);
        return { ...profile, email: primary?.email ?? str(profile.email), email_verified: !!primary } as Profile;
      },
    },
    profile(profile: Claims) {
      const name = str(profile.name) ?? str(profile.login);
      return {
        id: String(profile.id),
        name,
        email: str(profile.email),
        image: str(profile.avatar_url),
        ...splitName(name),
        emailTrusted: profile.email_verified === true,
      };
    },
  });
}

/** next-auth's configuration, read from the environment on every call so a changed setting applies. */
export function getAuthOptions(env: NodeJS.ProcessEnv = process.env): AuthOptions {
  const providers: AuthOptions["providers"] = [];
  const oidc = oidcSettings(env);
  if (oidc) providers.push(oidcProvider(oidc));
  const github = githubSettings(env);
  if (github) providers.push(githubProvider(github));

  return {
    providers,
    adapter: createAuthAdapter(db),
    secret: appSecret(env),
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
    useSecureCookies: secureCookies(),
    pages: { signIn: "/signin", error: "/signin" },
    callbacks: {
      // Only paths on this site; "//host" and other origins return to "/".
      redirect({ url, baseUrl }) {
        const path = url.startsWith("/") ? safeCallbackPath(url) : (sameOriginPath(url, baseUrl) ?? "/");
        return `${baseUrl}${path}`;
      },
    },
    // Failed sign-ins are logged by next-auth's error code only: its metadata can hold tokens.
    logger: {
      error: (code) => logEvent("warn", "sign_in_failed", { code }),
      warn: (code) => logEvent("info", "sign_in_warning", { code }),
      debug: () => {},
    },
    events: {
      // Roles by email (ADMIN_EMAILS, grants waiting for a sign-in) follow an address the provider vouched
      // for at this very sign-in, once it is recorded as this user's.
      async signIn({ user, profile }) {
        if (profile?.emailTrusted !== true || !profile.email) return;
        if (!(await recordVerifiedAddress(user.id, normalizeEmail(profile.email)))) return;
        await applyRoleGrant(user.id);
        await applyAdminEmails(user.id);
      },
    },
  };
}
