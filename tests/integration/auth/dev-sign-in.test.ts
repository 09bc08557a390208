import { beforeAll, describe, expect, it } from "vitest";
import { POST as devSignIn } from "@/app/api/auth/dev-signin/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { db } from "@/lib/db";
import { testEnv } from "@/tests/support/integration/env";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

const setEnv = testEnv();
// A browser on the machine the site runs on, as server.ts reports its connection.
const fromSite = { "sec-fetch-site": "same-origin", "x-socket-address": "127.0.0.1", host: "localhost:3000" };

function signIn(body: unknown, headers: Record<string, string> = fromSite, cookies?: Record<string, string>) {
  return callRoute(devSignIn, "/api/auth/dev-signin", { method: "POST", body, headers, cookies });
}

function sessionCookie(response: Response, name = "next-auth.session-token"): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

describe("POST /api/auth/dev-signin", () => {
  it("is not there unless AUTH_DEV_LOGIN=true", async () => {
    setEnv({ AUTH_DEV_LOGIN: undefined });
    const off = await signIn({ email: "dev@example.com", firstName: "Dev" });
    expect(off.status).toBe(404);
    expect((await json<{ message: string }>(off)).message).toMatch(/AUTH_DEV_LOGIN=true/);
    setEnv({ AUTH_DEV_LOGIN: "1" });
    expect((await signIn({ email: "dev@example.com", firstName: "Dev" })).status).toBe(404);
    expect(await db.user.count({ where: { email: "dev@example.com" } })).toBe(0);
  });

  it("creates a viewer with the given names and a database session, and sets next-auth's session cookie", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true", ADMIN_EMAILS: undefined, SITE_URL: "http://localhost:3000" });
    const response = await signIn({ email: " Ada@Example.com ", firstName: "Ada", lastName: "Lovelace", callbackUrl: "/lists/packing?x=1" });
    expect(response.status).toBe(200);
    const body = await json<{ redirectTo: string; user: { email: string; role: string } }>(response);
    expect(body.redirectTo).toBe("/lists/packing?x=1");
    const user = await db.user.findUniqueOrThrow({ where: { email: "ada@example.com" } });
    expect(user).toMatchObject({ firstName: "Ada", lastName: "Lovelace", role: "viewer" });

    const cookie = sessionCookie(response)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const token = cookie.split(";")[0].split("=")[1];
    const session = await db.session.findUniqueOrThrow({ where: { sessionToken: token } });
    expect(session.userId).toBe(user.id);
    expect(session.expires.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const me = await callRoute(getUser, "/api/auth/user", { session: token });
    expect(await json(me)).toMatchObject({ id: user.id, firstName: "Ada", lastName: "Lovelace", role: "viewer" });
  });

  it("signs in as the existing user with that email instead of creating another", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true" });
    const existing = await db.user.create({ data: { email: "kept@example.com", firstName: "Kept", lastName: "Name", role: "editor" } });
    const response = await signIn({ email: "KEPT@example.com", firstName: "Other" });
    expect((await json<{ user: { id: string; firstName: string; role: string } }>(response)).user).toMatchObject({
      id: existing.id,
      firstName: "Kept",
      role: "editor",
    });
    expect(await db.user.count({ where: { email: "kept@example.com" } })).toBe(1);
  });

  it("replaces the session the browser already had", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true" });
    const first = sessionCookie(await signIn({ email: "twice@example.com", firstName: "Twice" }))!.split(";")[0].split("=")[1];
    await signIn({ email: "twice@example.com", firstName: "Twice" }, fromSite, { "next-auth.session-token": first });
    expect(await db.session.count({ where: { sessionToken: first } })).toBe(0);
  });

  it("makes an address in ADMIN_EMAILS an admin, matching case-insensitively, also for a returning user", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true", ADMIN_EMAILS: "owner@example.com, Boss@Example.com" });
    const response = await signIn({ email: "boss@example.COM", firstName: "Boss" });
    expect((await json<{ user: { role: string } }>(response)).user.role).toBe("admin");

    await db.user.create({ data: { email: "owner@example.com", firstName: "Owner", role: "viewer" } });
    await signIn({ email: "owner@example.com", firstName: "Owner" });
    expect((await db.user.findUniqueOrThrow({ where: { email: "owner@example.com" } })).role).toBe("admin");

    await signIn({ email: "someone@example.com", firstName: "Someone" });
    expect((await db.user.findUniqueOrThrow({ where: { email: "someone@example.com" } })).role).toBe("viewer");
  });

  it("returns only to paths on this site", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true" });
    for (const callbackUrl of ["//evil.example", "https://evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await signIn({ email: "safe@example.com", firstName: "Safe", callbackUrl });
      expect((await json<{ redirectTo: string }>(response)).redirectTo).toBe("/");
    }
  });

  it("rejects a missing name or an invalid email with field errors", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true" });
    const response = await signIn({ email: "not-an-email", firstName: " " });
    expect(response.status).toBe(400);
    const body = await json<{ message: string; fieldErrors: Record<string, string[]> }>(response);
    expect(body.fieldErrors.email).toEqual(["Enter a valid email address, like ada@example.com."]);
    expect(body.fieldErrors.firstName).toEqual(["Enter a first name."]);
  });

  it("is off on a site that is not addressed on this machine, whatever AUTH_DEV_LOGIN says", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true", SITE_URL: "https://lists.example" });
    const response = await signIn({ email: "remote@example.com", firstName: "Remote" });
    expect(response.status).toBe(404);
    expect((await json<{ message: string }>(response)).message).toMatch(/SITE_URL is a localhost address/);
    expect(await db.user.count({ where: { email: "remote@example.com" } })).toBe(0);
  });

  it("refuses a request from another machine, one a proxy forwarded, or one addressed to another host", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true", SITE_URL: "http://localhost:3000" });
    const attempts = [
      { ...fromSite, "x-socket-address": "203.0.113.5" },
      { ...fromSite, "x-forwarded-for": "198.51.100.7" },
      { ...fromSite, "x-forwarded-for": "127.0.0.1, 198.51.100.7" },
      { ...fromSite, forwarded: "for=198.51.100.7;proto=https" },
      { ...fromSite, host: "lists.example" },
      { "sec-fetch-site": "same-origin", host: "localhost:3000" },
    ];
    for (const headers of attempts) {
      const response = await signIn({ email: "elsewhere@example.com", firstName: "Elsewhere" }, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await json<{ message: string }>(response)).message).toMatch(/only from the machine the site runs on/);
    }
    expect(await db.user.count({ where: { email: "elsewhere@example.com" } })).toBe(0);
    // Next.js fills X-Forwarded-For with the connection's own address: that is still this machine.
    expect((await signIn({ email: "local@example.com", firstName: "Local" }, { ...fromSite, "x-forwarded-for": "127.0.0.1" })).status).toBe(200);
  });

  it("refuses a sign-in posted from another site", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true" });
    const response = await signIn({ email: "csrf@example.com", firstName: "Csrf" }, { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await db.user.count({ where: { email: "csrf@example.com" } })).toBe(0);
  });

  it("sets a Secure __Secure- cookie when SITE_URL is https", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true", SITE_URL: "https://localhost:3443" });
    const response = await signIn({ email: "secure@example.com", firstName: "Secure" });
    const cookie = sessionCookie(response, "__Secure-next-auth.session-token")!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it("limits sign-in attempts per client with RATE_LIMIT_SIGNIN_PER_MINUTE", async () => {
    setEnv({ AUTH_DEV_LOGIN: "true", RATE_LIMIT_DISABLED: undefined, RATE_LIMIT_SIGNIN_PER_MINUTE: "2" });
    const client = { ...fromSite, "x-socket-address": "127.0.0.9" };
    // Fixed one-minute windows: five attempts cross at most one boundary, so one of them is over the limit.
    const responses = [];
    for (let attempt = 0; attempt < 5; attempt++) responses.push(await signIn({ email: "rl@example.com", firstName: "R" }, client));
    expect(responses.slice(0, 2).map((response) => response.status)).toEqual([200, 200]);
    const limited = responses.find((response) => response.status === 429)!;
    expect(limited).toBeDefined();
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json<{ message: string }>(limited)).message).toMatch(/^Too many sign-in attempts\. Please try again in /);
  });
});
