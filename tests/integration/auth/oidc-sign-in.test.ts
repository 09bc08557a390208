import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { db } from "@/lib/db";
import { signInWithOidc } from "@/tests/support/oidc/app-sign-in";
import { startTestOidcProvider, TEST_ACCOUNT, TEST_CLIENT, type TestOidcProvider } from "@/tests/support/oidc/provider";
import { testEnv } from "@/tests/support/integration/env";
import { BASE_URL, callRoute, json } from "@/tests/support/integration/request-scope";

// The whole OpenID Connect sign-in against a real provider, driven without a browser: /api/login, the
// provider's login form, the app's callback. Proves what next-auth and our adapter store.
const setEnv = testEnv();
process.env.AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
let provider: TestOidcProvider;

beforeAll(async () => {
  await db.$queryRaw`SELECT 1`; // opens (and migrates) the test database outside the tests' time limit
  provider = await startTestOidcProvider({ redirectUri: `${BASE_URL}/api/auth/callback/oidc` });
});
afterAll(() => provider?.close());

describe("signing in with OpenID Connect", () => {
  it("creates the user from the claims (userinfo completes the ID token), links the account, and starts a database session", async () => {
    setEnv({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret, GITHUB_ID: undefined, AUTH_DEV_LOGIN: undefined, ADMIN_EMAILS: undefined });
    const { callback, cookies } = await signInWithOidc("/lists/packing");
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe(`${BASE_URL}/lists/packing`);
    const token = cookies["next-auth.session-token"];
    expect(token).toBeTruthy();
    const sessionCookie = callback.headers.getSetCookie().find((cookie) => cookie.startsWith("next-auth.session-token="))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const user = await db.user.findUniqueOrThrow({ where: { email: TEST_ACCOUNT.email }, include: { accounts: true } });
    expect(user).toMatchObject({
      firstName: TEST_ACCOUNT.given_name,
      lastName: TEST_ACCOUNT.family_name,
      profileImageUrl: `${provider.issuer}/avatar.svg`,
      role: "viewer",
    });
    expect(user.accounts).toHaveLength(1);
    expect(user.accounts[0]).toMatchObject({ provider: "oidc", type: "oauth", providerAccountId: TEST_ACCOUNT.sub });
    // This provider keeps profile claims out of the ID token (OpenID Connect Core 5.4): they came from userinfo.
    const idToken = JSON.parse(Buffer.from(user.accounts[0].id_token!.split(".")[1], "base64url").toString());
    expect(idToken).toMatchObject({ sub: TEST_ACCOUNT.sub, iss: provider.issuer, aud: TEST_CLIENT.id });
    expect(idToken.email).toBeUndefined();

    const me = await callRoute(getUser, "/api/auth/user", { session: token });
    expect(await json(me)).toMatchObject({ id: user.id, email: TEST_ACCOUNT.email, role: "viewer" });
  });

  it("signing in again reuses the user, and ADMIN_EMAILS makes that returning user an admin", async () => {
    setEnv({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret, ADMIN_EMAILS: `someone@example.com,${TEST_ACCOUNT.email.toUpperCase()}` });
    const { callback } = await signInWithOidc("/admin");
    expect(callback.headers.get("location")).toBe(`${BASE_URL}/admin`);
    expect(await db.user.count({ where: { email: TEST_ACCOUNT.email } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { email: TEST_ACCOUNT.email } })).role).toBe("admin");
  });

  it("returns to / when the return path was on another site", async () => {
    setEnv({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret });
    const { callback } = await signInWithOidc("https://evil.example/steal");
    expect(callback.headers.get("location")).toBe(`${BASE_URL}/`);
  });
});
