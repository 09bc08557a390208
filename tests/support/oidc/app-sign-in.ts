import { expect } from "vitest";
import { GET as nextAuthGet } from "@/app/api/auth/[...nextauth]/route";
import { GET as login } from "@/app/api/login/route";
import { BASE_URL, callRoute } from "@/tests/support/integration/request-scope";
import { signInAtProvider } from "./browser";
import { TEST_ACCOUNT } from "./test-account";

function cookiesFrom(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((cookie) => cookie.split(";")[0].split(/=(.*)/s).slice(0, 2)));
}

/**
 * A whole OpenID Connect sign-in driven without a browser: /api/login, the provider's login form, the
 * app's callback. Answers the callback's response and the cookies a browser would then hold.
 */
export async function signInWithOidc(callbackUrl: string, credentials: { email: string; password: string } = TEST_ACCOUNT) {
  let cookies: Record<string, string> = {};
  let response = await callRoute(login, `/api/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  cookies = { ...cookies, ...cookiesFrom(response) };
  if (response.headers.get("location")?.startsWith("/api/login")) {
    response = await callRoute(login, response.headers.get("location")!, { cookies });
    cookies = { ...cookies, ...cookiesFrom(response) };
  }
  const back = await signInAtProvider(response.headers.get("location")!, credentials);
  expect(`${back.origin}${back.pathname}`).toBe(`${BASE_URL}/api/auth/callback/oidc`);
  const callback = await callRoute(nextAuthGet, `${back.pathname}${back.search}`, { cookies, params: { nextauth: ["callback", "oidc"] } });
  return { callback, cookies: { ...cookies, ...cookiesFrom(callback) } };
}
