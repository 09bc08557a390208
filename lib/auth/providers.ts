import { isLocalSite } from "@/lib/site-url";

// The sign-in providers, each enabled by its environment variables (README "Sign-in"):
// - OpenID Connect: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET (OIDC_NAME names the button);
// - GitHub: GITHUB_ID, GITHUB_SECRET;
// - the development sign-in: AUTH_DEV_LOGIN=true, on a site on this machine only (SITE_URL on localhost;
//   the server refuses to start with it on any other address).

export type ProviderId = "oidc" | "github" | "dev";

export interface ProviderChoice {
  id: ProviderId;
  name: string;
}

export const DEFAULT_OIDC_NAME = "Single sign-on";

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
}

export function oidcSettings(env: NodeJS.ProcessEnv = process.env): OidcSettings | null {
  const issuer = value(env, "OIDC_ISSUER");
  const clientId = value(env, "OIDC_CLIENT_ID");
  const clientSecret = value(env, "OIDC_CLIENT_SECRET");
  if (!issuer || !clientId || !clientSecret) return null;
  return { issuer: issuer.replace(/\/+$/, ""), clientId, clientSecret, name: value(env, "OIDC_NAME") ?? DEFAULT_OIDC_NAME };
}

export function githubSettings(env: NodeJS.ProcessEnv = process.env): { clientId: string; clientSecret: string } | null {
  const clientId = value(env, "GITHUB_ID");
  const clientSecret = value(env, "GITHUB_SECRET");
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/** Whether AUTH_DEV_LOGIN asks for the development sign-in (spelled exactly "true"). */
export function devSignInRequested(env: Record<string, string | undefined> = process.env): boolean {
  return env.AUTH_DEV_LOGIN?.trim() === "true";
}

/** The development sign-in is offered only when asked for and the site is addressed on this machine. */
export function devSignInEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return devSignInRequested(env) && isLocalSite();
}

/** The ways to sign in this deployment offers, in the order the chooser shows them. */
export function configuredProviders(env: NodeJS.ProcessEnv = process.env): ProviderChoice[] {
  const choices: ProviderChoice[] = [];
  const oidc = oidcSettings(env);
  if (oidc) choices.push({ id: "oidc", name: oidc.name });
  if (githubSettings(env)) choices.push({ id: "github", name: "GitHub" });
  if (devSignInEnabled(env)) choices.push({ id: "dev", name: "Development sign-in" });
  return choices;
}

/** Partly configured providers, so the "not configured" page can say what is missing. */
export function incompleteProviderSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  const oidc = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"];
  const setOidc = oidc.filter((name) => value(env, name));
  if (setOidc.length > 0 && setOidc.length < oidc.length) {
    problems.push(`OpenID Connect needs ${oidc.filter((name) => !value(env, name)).join(" and ")} as well.`);
  }
  const github = ["GITHUB_ID", "GITHUB_SECRET"];
  const setGithub = github.filter((name) => value(env, name));
  if (setGithub.length === 1) problems.push(`GitHub needs ${github.find((name) => !value(env, name))} as well.`);
  // A value meant as "on" but not spelled the one way that counts.
  if (/^\s*(1|yes|on|true)\s*$/i.test(env.AUTH_DEV_LOGIN ?? "") && !devSignInRequested(env)) problems.push(`AUTH_DEV_LOGIN must be exactly "true" to turn on the development sign-in.`);
  return problems;
}
