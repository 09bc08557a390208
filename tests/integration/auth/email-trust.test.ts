import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { db } from "@/lib/db";
import { signInWithOidc } from "@/tests/support/oidc/app-sign-in";
import { startTestOidcProvider, TEST_CLIENT, type TestOidcProvider, type TestProviderAccount } from "@/tests/support/oidc/provider";
import { testEnv } from "@/tests/support/integration/env";
import { BASE_URL, callRoute } from "@/tests/support/integration/request-scope";


// Roles given by email follow only an address the provider vouched for at that sign-in, and a sign-in
// that merely claims an address can neither take a role nor lock out the address's owner.
const setEnv = testEnv();
process.env.AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";

const account = (sub: string, email: string, email_verified: boolean | undefined): TestProviderAccount => ({
  sub,
  email,
  password: `${sub}-password`,
  given_name: sub,
  family_name: "Tester",
  email_verified,
});
const OWNER = account("owner", "chief@example.com", true);
const SILENT = account("silent", "chief@example.com", undefined);
const DENIED = account("denied", "chief@example.com", false);
const INVITED_CLAIM = account("invited-claim", "invited@example.com", undefined);
const INVITED_OWNER = account("invited-owner", "invited@example.com", true);

let provider: TestOidcProvider;
beforeAll(async () => {
  await db.$queryRaw`SELECT 1`;
  provider = await startTestOidcProvider({
    redirectUri: `${BASE_URL}/api/auth/callback/oidc`,
    accounts: [OWNER, SILENT, DENIED, INVITED_CLAIM, INVITED_OWNER],
  });
});
afterAll(() => provider?.close());

const useProvider = () =>
  setEnv({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret, GITHUB_ID: undefined, AUTH_DEV_LOGIN: undefined, ADMIN_EMAILS: "chief@example.com" });

async function signIn(who: TestProviderAccount) {
  const { callback, cookies } = await signInWithOidc("/admin", who);
  const user = await db.user.findFirstOrThrow({ where: { accounts: { some: { provider: "oidc", providerAccountId: who.sub } } } });
  return { callback, session: cookies["next-auth.session-token"], user };
}

describe("email addresses a provider did not verify", () => {
  it("never get the admin role from ADMIN_EMAILS, with email_verified absent or false", async () => {
    useProvider();
    for (const claimant of [SILENT, DENIED]) {
      const { callback, session, user } = await signIn(claimant);
      expect(callback.headers.get("location"), claimant.sub).toBe(`${BASE_URL}/admin`);
      expect(user.role, claimant.sub).toBe("viewer");
      expect(user.emailVerified, claimant.sub).toBeNull();
      expect((await callRoute(listUsers, "/api/admin/users", { session })).status, claimant.sub).toBe(403);
    }
  });

  it("do not keep the address from its owner, who signs in verified and gets the role", async () => {
    useProvider();
    const owner = await signIn(OWNER);
    expect(owner.callback.headers.get("location")).toBe(`${BASE_URL}/admin`);
    expect(owner.user).toMatchObject({ email: "chief@example.com", role: "admin" });
    expect(owner.user.emailVerified).not.toBeNull();
    expect((await callRoute(listUsers, "/api/admin/users", { session: owner.session })).status).toBe(200);
    // The claims made before are gone; signing in again unverified gives nothing back.
    const again = await signIn(SILENT);
    expect(again.user).toMatchObject({ email: null, role: "viewer" });
    expect(await db.user.count({ where: { email: "chief@example.com" } })).toBe(1);
  });

  it("leave a role granted by email waiting until someone signs in with the address verified", async () => {
    useProvider();
    await db.roleGrant.create({ data: { email: "invited@example.com", role: "editor" } });
    const claim = await signIn(INVITED_CLAIM);
    expect(claim.user.role).toBe("viewer");
    expect(await db.roleGrant.count({ where: { email: "invited@example.com" } })).toBe(1);
    const owner = await signIn(INVITED_OWNER);
    expect(owner.user).toMatchObject({ email: "invited@example.com", role: "editor" });
    expect(await db.roleGrant.count({ where: { email: "invited@example.com" } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: claim.user.id } })).role).toBe("viewer");
  });
});
