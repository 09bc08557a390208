import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { getCurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

const originalSiteUrl = process.env.SITE_URL;
afterEach(() => {
  if (originalSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = originalSiteUrl;
});

describe("GET /api/auth/user", () => {
  it("answers null when nobody is signed in, so a signed-out page logs no error", async () => {
    const response = await callRoute(getUser, "/api/auth/user");
    expect(response.status).toBe(200);
    expect(await json(response)).toBeNull();
  });

  it("answers null for a session token that does not exist or is not a token at all", async () => {
    for (const session of ["not-a-real-session", "bad\u0000token", "x".repeat(600)]) {
      const response = await callRoute(getUser, "/api/auth/user", { session: encodeURIComponent(session) });
      expect(response.status, session).toBe(200);
      expect(await json(response), session).toBeNull();
    }
  });

  it("returns the signed-in user's id, names, email, picture and role, and nothing else", async () => {
    const user = await db.user.create({
      data: { email: "grace@example.com", firstName: "Grace", lastName: "Hopper", profileImageUrl: "https://img.example/g.png", role: "editor" },
    });
    const { sessionToken } = await (await import("@/lib/auth/sessions")).createSession(user.id);
    const response = await callRoute(getUser, "/api/auth/user", { session: sessionToken });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await json(response)).toEqual({
      id: user.id,
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      profileImageUrl: "https://img.example/g.png",
      role: "editor",
    });
  });

  it("treats an expired session as signed out and removes it", async () => {
    const user = await signedInUser();
    await db.session.update({ where: { sessionToken: user.session }, data: { expires: new Date(Date.now() - 1000) } });
    const response = await callRoute(getUser, "/api/auth/user", { session: user.session });
    expect(await json(response)).toBeNull();
    expect(await db.session.count({ where: { sessionToken: user.session } })).toBe(0);
  });

  it("reads a role change on the very next request (database sessions)", async () => {
    const user = await signedInUser("viewer");
    await db.user.update({ where: { id: user.id }, data: { role: "admin" } });
    const response = await callRoute(getUser, "/api/auth/user", { session: user.session });
    expect((await json<{ role: string }>(response)).role).toBe("admin");
  });

  it("reads the __Secure- cookie when SITE_URL is https, and ignores the plain one", async () => {
    process.env.SITE_URL = "https://lists.example";
    const user = await signedInUser();
    const plain = await callRoute(getUser, "/api/auth/user", { session: user.session });
    expect(await json(plain)).toBeNull();
    const secure = await callRoute(getUser, "/api/auth/user", { cookies: { "__Secure-next-auth.session-token": user.session } });
    expect(await json(secure)).toMatchObject({ id: user.id });
  });
});

describe("getCurrentUser", () => {
  it("is null outside any request (scripts, cached reads)", async () => {
    await expect(getCurrentUser()).resolves.toBeNull();
  });
});
