import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as nextAuthGet } from "@/app/api/auth/[...nextauth]/route";
import { GET as login } from "@/app/api/login/route";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { startTestOidcProvider, TEST_CLIENT, type TestOidcProvider } from "@/tests/support/oidc/provider";
import { testEnv } from "@/tests/support/integration/env";
import { BASE_URL, callRoute } from "@/tests/support/integration/request-scope";

const setEnv = testEnv();
const noProviders = { OIDC_ISSUER: undefined, OIDC_CLIENT_ID: undefined, OIDC_CLIENT_SECRET: undefined, GITHUB_ID: undefined, GITHUB_SECRET: undefined, AUTH_DEV_LOGIN: undefined };

function location(response: Response): string {
  return response.headers.get("location") ?? "";
}

function cookiesFrom(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((cookie) => cookie.split(";")[0].split(/=(.*)/s).slice(0, 2)));
}

/** Follows /api/login the way a browser does: the first visit gets next-auth's CSRF cookie and comes back. */
async function startLogin(path: string, headers: Record<string, string> = {}) {
  const first = await callRoute(login, path, { headers });
  if (!location(first).startsWith("/api/login?")) return { response: first, cookies: {} };
  const cookies = cookiesFrom(first);
  const second = await callRoute(login, location(first), { headers, cookies });
  return { response: second, cookies: { ...cookies, ...cookiesFrom(second) } };
}

describe("safeCallbackPath", () => {
  it("keeps paths on this site and sends everything else to /", () => {
    expect(safeCallbackPath("/lists/packing?tab=1#top")).toBe("/lists/packing?tab=1#top");
    expect(safeCallbackPath("/admin")).toBe("/admin");
    for (const unsafe of ["//evil.example", "///evil.example", "/\\evil.example", "\\\\evil.example", "https://evil.example", "http:/evil.example", "javascript:alert(1)", "lists/x", "", " ", "/\u0000x", "/%0d%0aSet-Cookie:x", undefined, 42]) {
      const result = safeCallbackPath(unsafe);
      expect(result.startsWith("/") && !result.startsWith("//"), String(unsafe)).toBe(true);
      expect(new URL(result, "https://site.example").origin).toBe("https://site.example");
    }
    expect(safeCallbackPath("//evil.example")).toBe("/");
    expect(safeCallbackPath("https://evil.example")).toBe("/");
  });
});

describe("GET /api/login", () => {
  it("with no provider configured, goes to the page that explains how to configure sign-in", async () => {
    setEnv(noProviders);
    const response = await callRoute(login, "/api/login?callbackUrl=/profile");
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/signin?callbackUrl=%2Fprofile");
  });

  it("with only the development sign-in, goes straight to its form, keeping the return path", async () => {
    setEnv({ ...noProviders, AUTH_DEV_LOGIN: "true" });
    const response = await callRoute(login, "/api/login?callbackUrl=%2Flists%2Fpacking%3Fa%3D1");
    expect(location(response)).toBe("/signin/dev?callbackUrl=%2Flists%2Fpacking%3Fa%3D1");
  });

  it("accepts only same-site return paths", async () => {
    setEnv({ ...noProviders, AUTH_DEV_LOGIN: "true" });
    for (const callbackUrl of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await callRoute(login, `/api/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      expect(location(response), callbackUrl).toBe("/signin/dev?callbackUrl=%2F");
    }
  });

  it("without callbackUrl returns to the page the visitor came from, when that page is on this site", async () => {
    setEnv({ ...noProviders, AUTH_DEV_LOGIN: "true" });
    const fromList = await callRoute(login, "/api/login", { headers: { referer: `${BASE_URL}/topics/travel?sort=title` } });
    expect(location(fromList)).toBe("/signin/dev?callbackUrl=%2Ftopics%2Ftravel%3Fsort%3Dtitle");
    const fromElsewhere = await callRoute(login, "/api/login", { headers: { referer: "https://evil.example/topics" } });
    expect(location(fromElsewhere)).toBe("/signin/dev?callbackUrl=%2F");
  });

  it("with several providers, shows the chooser; a chosen provider that is not configured goes back to it", async () => {
    setEnv({ ...noProviders, AUTH_DEV_LOGIN: "true", GITHUB_ID: "gh-id", GITHUB_SECRET: "gh-secret" });
    expect(location(await callRoute(login, "/api/login?callbackUrl=/trending"))).toBe("/signin?callbackUrl=%2Ftrending");
    expect(location(await callRoute(login, "/api/login?provider=oidc&callbackUrl=/trending"))).toBe(
      "/signin?callbackUrl=%2Ftrending&error=UnknownProvider",
    );
  });

  it("starts GitHub's authorization with state when GitHub is chosen", async () => {
    setEnv({ ...noProviders, AUTH_DEV_LOGIN: "true", GITHUB_ID: "gh-id", GITHUB_SECRET: "gh-secret" });
    const { response, cookies } = await startLogin("/api/login?provider=github&callbackUrl=/profile");
    expect(response.status).toBe(302);
    const url = new URL(location(response));
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("gh-id");
    expect(url.searchParams.get("redirect_uri")).toBe(`${BASE_URL}/api/auth/callback/github`);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(cookies["next-auth.state"]).toBeTruthy();
    expect(decodeURIComponent(cookies["next-auth.callback-url"])).toBe(`${BASE_URL}/profile`);
  });

  it("sends a browser that refuses cookies to the chooser with an explanation instead of looping", async () => {
    setEnv({ ...noProviders, GITHUB_ID: "gh-id", GITHUB_SECRET: "gh-secret" });
    const response = await callRoute(login, "/api/login?provider=github&callbackUrl=/x&retry=1");
    expect(location(response)).toBe("/signin?callbackUrl=%2Fx&error=Cookies");
  });

  it("counts starting a sign-in against RATE_LIMIT_SIGNIN_PER_MINUTE, and the provider's return in a counter of its own", async () => {
    setEnv({ ...noProviders, GITHUB_ID: "gh-id", GITHUB_SECRET: "gh-secret", RATE_LIMIT_DISABLED: undefined, RATE_LIMIT_SIGNIN_PER_MINUTE: "2" });
    const client = { "x-socket-address": "198.51.100.23" };
    // Fixed one-minute windows: five attempts cross at most one boundary, so one of them is over the limit.
    const starts = [];
    for (let attempt = 0; attempt < 5; attempt++) starts.push(await callRoute(login, "/api/login?provider=github&retry=1", { headers: client }));
    expect(starts.slice(0, 2).map((response) => response.status)).toEqual([303, 303]);
    const limited = starts.find((response) => response.status === 429)!;
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await limited.json()).message).toMatch(/^Too many sign-in attempts\. Please try again in /);

    const callbacks = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      callbacks.push(await callRoute(nextAuthGet, "/api/auth/callback/github?code=x&state=y", { headers: client, params: { nextauth: ["callback", "github"] } }));
    }
    expect(callbacks.slice(0, 2).map((response) => response.status)).toEqual([302, 302]);
    expect(callbacks.some((response) => response.status === 429)).toBe(true);
    // Other clients are not affected.
    expect((await callRoute(login, "/api/login?provider=github&retry=1", { headers: { "x-socket-address": "198.51.100.99" } })).status).toBe(303);
  });

  it("starts nothing for an image, frame or prefetch pointing at it: no attempt counted, no cookie, the chooser instead", async () => {
    setEnv({ ...noProviders, GITHUB_ID: "gh-id", GITHUB_SECRET: "gh-secret", RATE_LIMIT_DISABLED: undefined, RATE_LIMIT_SIGNIN_PER_MINUTE: "2" });
    const client = { "x-socket-address": "198.51.100.31" };
    const image = { ...client, "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" };
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await callRoute(login, "/api/login?callbackUrl=/x", { headers: image });
      expect(location(response)).toBe("/signin?callbackUrl=%2Fx");
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const reader = { ...client, "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
    expect((await callRoute(login, "/api/login?provider=github&retry=1", { headers: reader })).status).toBe(303);
  });

  describe("with an OpenID Connect provider", () => {
    let provider: TestOidcProvider;
    beforeAll(async () => {
      provider = await startTestOidcProvider({ redirectUri: `${BASE_URL}/api/auth/callback/oidc` });
    });
    afterAll(() => provider?.close());

    it("goes straight to the only provider: discovered from the issuer, code flow with PKCE (S256) and state", async () => {
      setEnv({ ...noProviders, OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret });
      const { response, cookies } = await startLogin("/api/login?callbackUrl=/lists/packing");
      expect(response.status).toBe(302);
      const url = new URL(location(response));
      expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
      expect(url.searchParams.get("response_type")).toBe("code");
      expect(url.searchParams.get("client_id")).toBe(TEST_CLIENT.id);
      expect(url.searchParams.get("redirect_uri")).toBe(`${BASE_URL}/api/auth/callback/oidc`);
      expect(url.searchParams.get("scope")).toBe("openid email profile");
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
      expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get("state")).toBeTruthy();
      expect(cookies["next-auth.pkce.code_verifier"]).toBeTruthy();
      expect(cookies["next-auth.state"]).toBeTruthy();
      // The provider accepts the request: it answers with its sign-in page, not an error.
      const authorize = await fetch(url, { redirect: "manual" });
      expect(authorize.status).toBe(303);
      expect(authorize.headers.get("location")).toMatch(/^\/interaction\//);
    });

    it("rejects a callback without the state and verifier cookies of a sign-in this browser started", async () => {
      setEnv({ ...noProviders, OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret });
      const response = await callRoute(nextAuthGet, "/api/auth/callback/oidc?code=forged&state=forged", { params: { nextauth: ["callback", "oidc"] } });
      expect(response.status).toBe(302);
      expect(location(response)).toBe(`${BASE_URL}/api/auth/error?error=OAuthCallback`);
      const error = await callRoute(nextAuthGet, "/api/auth/error?error=OAuthCallback", { params: { nextauth: ["error"] } });
      const signin = await callRoute(nextAuthGet, location(error).replace(BASE_URL, ""), { params: { nextauth: ["signin"] } });
      expect(location(signin)).toMatch(/^\/signin\?callbackUrl=.*&error=OAuthCallback$/);
    });
  });
});
