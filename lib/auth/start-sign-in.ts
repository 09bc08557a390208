import "server-only";
import { NextRequest } from "next/server";
import { clientAddress } from "@/lib/http/client-address";
import { seeOther } from "@/lib/http/private-response";
import { checkRateLimit } from "@/lib/rate-limit";
import { siteUrl } from "@/lib/site-url";
import { refererPath, safeCallbackPath } from "./callback-url";
import { handleNextAuth } from "./next-auth-handler";
import { configuredProviders } from "./providers";
import { navigationKind } from "./same-site";
import { signInStartLimit } from "./sign-in-limits";

/**
 * GET /api/login?callbackUrl=/path[&provider=id]: straight to the only configured provider, else to the
 * chooser (/signin, which also explains when nothing is configured). Returns to `callbackUrl`, or to the
 * page the visitor came from, when it is a path on this site; anything else returns to "/".
 */
export async function startSignIn(request: NextRequest): Promise<Response> {
  const query = request.nextUrl.searchParams;
  const callbackUrl = safeCallbackPath(query.get("callbackUrl") ?? refererPath(request.headers) ?? "/");
  const providers = configuredProviders();
  const requested = query.get("provider");
  const chosen = requested ? providers.find((provider) => provider.id === requested) : providers.length === 1 ? providers[0] : undefined;
  const withCallback = (path: string, extra: Record<string, string> = {}) =>
    `${path}?${new URLSearchParams({ callbackUrl, ...extra })}`;

  if (!chosen) return seeOther(withCallback("/signin", requested ? { error: "UnknownProvider" } : {}));
  if (chosen.id === "dev") return seeOther(withCallback("/signin/dev"));
  // A sign-in starts only on the reader's own navigation: an image, frame or prefetch pointing here (from
  // a list body or another site) would spend the reader's sign-in attempts and set cookies. Those go to
  // the chooser, whose button starts it.
  if (navigationKind(request.headers) === "other") return seeOther(withCallback("/signin"));

  await checkRateLimit(signInStartLimit, clientAddress(request.headers));

  // next-auth begins an OAuth sign-in only on a POST carrying its CSRF token, whose cookie the browser
  // must already hold. A first visit gets the cookie and comes straight back here once.
  const csrf = await handleNextAuth(new NextRequest(new URL("/api/auth/csrf", siteUrl())), ["csrf"]);
  const csrfCookies = csrf.headers.getSetCookie().filter((cookie) => /^(__Host-)?next-auth\.csrf-token=/.test(cookie));
  if (csrfCookies.length > 0) {
    if (query.get("retry") === "1") return seeOther(withCallback("/signin", { error: "Cookies" }));
    const response = seeOther(withCallback("/api/login", { provider: chosen.id, retry: "1" }));
    for (const cookie of csrfCookies) response.headers.append("Set-Cookie", cookie);
    return response;
  }
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = new NextRequest(new URL(`/api/auth/signin/${chosen.id}`, siteUrl()), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl }).toString(),
  });
  return handleNextAuth(signIn, ["signin", chosen.id]);
}

