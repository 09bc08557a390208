import { beforeAll, describe, expect, it } from "vitest";
import { createAuthAdapter } from "@/lib/auth/adapter";
import { getAuthOptions, profileFromOidcClaims } from "@/lib/auth/options";
import { db } from "@/lib/db";
import { testEnv } from "@/tests/support/integration/env";
import { openTestDatabase } from "@/tests/support/integration/users";

// next-auth speaks name/image; the users table has firstName, lastName, profileImageUrl (and no name).
const adapter = createAuthAdapter(db);
const setEnv = testEnv();

beforeAll(openTestDatabase);

describe("the next-auth adapter over our users table", () => {
  it("creates a viewer from a provider profile, splitting a single name and keeping the picture", async () => {
    const user = await adapter.createUser!({ name: "Ada King Lovelace", email: "ADA@Example.com", image: "https://img.example/a.png", emailVerified: null });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ email: "ada@example.com", firstName: "Ada", lastName: "King Lovelace", profileImageUrl: "https://img.example/a.png", role: "viewer" });
    expect(user).toMatchObject({ id: row.id, name: "Ada King Lovelace", image: "https://img.example/a.png", email: "ada@example.com" });
  });

  it("prefers given and family names when the provider sends them", async () => {
    const user = await adapter.createUser!({ name: "Display Name", firstName: "Grace", lastName: "Hopper", email: "grace@example.com", emailVerified: null });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
  });

  it("links an account keeping only the columns the accounts table has", async () => {
    const user = await adapter.createUser!({ name: "Linus", email: "linus@example.com", emailVerified: null });
    await adapter.linkAccount!({
      userId: user.id, type: "oauth", provider: "oidc", providerAccountId: "sub-42", access_token: "at", token_type: "Bearer",
      expires_at: 1_900_000_000, id_token: "id", scope: "openid email profile", "not-before-policy": 0, refresh_expires_in: 1800,
    } as never);
    expect(await adapter.getUserByAccount!({ provider: "oidc", providerAccountId: "sub-42" })).toMatchObject({ id: user.id, email: "linus@example.com" });
    expect(await db.account.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ access_token: "at", expires_at: 1_900_000_000, scope: "openid email profile" });
  });

  it("updates names and picture from next-auth's fields", async () => {
    const user = await adapter.createUser!({ name: "Old Name", email: "update@example.com", emailVerified: null });
    await adapter.updateUser!({ id: user.id, name: "New Person", image: "https://img.example/n.png" });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ firstName: "New", lastName: "Person", profileImageUrl: "https://img.example/n.png" });
  });

  it("deleting a session that is already gone is not an error", async () => {
    await expect(adapter.deleteSession!("no-such-session")).resolves.toBeUndefined();
  });
});

describe("OpenID Connect claims", () => {
  it("fill email, first and last name and picture", () => {
    expect(profileFromOidcClaims({ sub: "s1", email: "o@example.com", email_verified: true, given_name: "Olivia", family_name: "Tester", picture: "https://img.example/o.png" })).toEqual({
      id: "s1", email: "o@example.com", name: "Olivia Tester", image: "https://img.example/o.png", firstName: "Olivia", lastName: "Tester", emailTrusted: true,
    });
  });

  it("fall back to splitting `name`, and mark an email the provider says is unverified", () => {
    expect(profileFromOidcClaims({ sub: "s2", name: "Jean Luc Picard", email: "j@example.com", email_verified: false })).toMatchObject({
      firstName: "Jean", lastName: "Luc Picard", emailTrusted: false,
    });
  });
});

describe("ADMIN_EMAILS at sign-in (next-auth's signIn event)", () => {
  const signInEvent = getAuthOptions().events!.signIn!;

  async function viewer(email: string) {
    return db.user.create({ data: { email, firstName: "V", role: "viewer" } });
  }

  it("makes a listed address an admin, whatever its case", async () => {
    setEnv({ ADMIN_EMAILS: " chief@example.com ,Second@Example.com" });
    const user = await viewer("second@example.com");
    await signInEvent({ user: { id: user.id, email: user.email! }, account: null, profile: { email: "SECOND@example.com", emailTrusted: true }, isNewUser: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("admin");
  });

  it("ignores an address the provider marks as unverified", async () => {
    setEnv({ ADMIN_EMAILS: "unverified@example.com" });
    const user = await viewer("unverified@example.com");
    await signInEvent({ user: { id: user.id, email: user.email! }, account: null, profile: { email: "unverified@example.com", emailTrusted: false }, isNewUser: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("viewer");
  });

  it("leaves other addresses and already-higher roles alone, and never demotes", async () => {
    setEnv({ ADMIN_EMAILS: "chief@example.com" });
    const other = await viewer("other@example.com");
    await signInEvent({ user: { id: other.id, email: other.email! }, account: null, profile: { email: "other@example.com", emailTrusted: true }, isNewUser: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).role).toBe("viewer");
    const editor = await db.user.create({ data: { email: "editor@example.com", role: "editor" } });
    await signInEvent({ user: { id: editor.id, email: editor.email! }, account: null, profile: { email: "editor@example.com", emailTrusted: true }, isNewUser: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: editor.id } })).role).toBe("editor");
  });
});

describe("next-auth's redirect callback", () => {
  const redirect = getAuthOptions().callbacks!.redirect!;
  const baseUrl = "https://lists.example";

  it("keeps paths and same-origin addresses, and sends every other site back to /", async () => {
    expect(await redirect({ url: "/profile?tab=following", baseUrl })).toBe(`${baseUrl}/profile?tab=following`);
    expect(await redirect({ url: `${baseUrl}/admin`, baseUrl })).toBe(`${baseUrl}/admin`);
    expect(await redirect({ url: "//evil.example/x", baseUrl })).toBe(`${baseUrl}/`);
    expect(await redirect({ url: "https://evil.example/x", baseUrl })).toBe(`${baseUrl}/`);
    expect(await redirect({ url: "https://lists.example.evil.example/x", baseUrl })).toBe(`${baseUrl}/`);
  });
});
