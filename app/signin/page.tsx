import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { configuredProviders, incompleteProviderSettings } from "@/lib/auth/providers";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { absoluteUrl } from "@/lib/site-url";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The provider chooser, next-auth's error landing, and the explanation when sign-in is not configured. */
export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const callbackUrl = safeCallbackPath(first(query.callbackUrl) ?? "/");
  const error = signInErrorMessage(first(query.error));
  const providers = configuredProviders();

  if (providers.length === 0) return <NotConfigured />;

  return (
    <>
      <h1 className="font-heading text-4xl font-bold text-ink">Sign in</h1>
      <p className="mt-3 text-base leading-relaxed text-ink/80">Save favorite lists, follow curators and topics, and hear when they publish.</p>
      {error && (
        <p role="alert" className="mt-6 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <ul className="mt-8 space-y-3">
        {providers.map((provider) => {
          const href =
            provider.id === "dev"
              ? `/signin/dev?${new URLSearchParams({ callbackUrl })}`
              : `/api/login?${new URLSearchParams({ provider: provider.id, callbackUrl })}`;
          return (
            <li key={provider.id}>
              <a href={href} className={buttonClasses(provider.id === "dev" ? "outline" : "primary", "lg", "w-full")}>
                {provider.id === "dev" ? "Development sign-in (no password)" : `Continue with ${provider.name}`}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center text-sm">
        <Link href={callbackUrl} className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to the site
        </Link>
      </p>
    </>
  );
}

function NotConfigured() {
  const problems = incompleteProviderSettings();
  return (
    <>
      <h1 className="font-heading text-4xl font-bold text-ink">Sign-in is not configured</h1>
      <p className="mt-3 text-base leading-relaxed text-ink/80">
        This site has no sign-in provider set up yet, so nobody can sign in. Everything else works without an account.
      </p>
      <h2 className="mt-8">
        <span className="font-body text-xs font-semibold uppercase tracking-wider text-secondary">For the site&apos;s operator</span>
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink/80">Set the environment variables of at least one provider, then restart the server:</p>
      <dl className="mt-4 space-y-4 text-sm leading-relaxed text-ink/85">
        <div>
          <dt className="font-semibold text-ink">OpenID Connect (Keycloak, Auth0, Okta, Google, Microsoft…)</dt>
          <dd>
            <code>OIDC_ISSUER</code>, <code>OIDC_CLIENT_ID</code>, <code>OIDC_CLIENT_SECRET</code>. Register the redirect URL{" "}
            <code className="break-all">{absoluteUrl("/api/auth/callback/oidc")}</code> at the provider.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">GitHub</dt>
          <dd>
            <code>GITHUB_ID</code>, <code>GITHUB_SECRET</code>, with the callback URL <code className="break-all">{absoluteUrl("/api/auth/callback/github")}</code>.
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Local development only</dt>
          <dd>
            <code>AUTH_DEV_LOGIN=true</code> turns on a sign-in with just an email and a name. Never set it on a public site.
          </dd>
        </div>
      </dl>
      {problems.length > 0 && (
        <ul role="alert" className="mt-6 list-disc space-y-1 rounded-xl border border-red-700/30 bg-red-50 py-3 pl-8 pr-4 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <p className="mt-8 text-center text-sm">
        <Link href="/" className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to the site
        </Link>
      </p>
    </>
  );
}
