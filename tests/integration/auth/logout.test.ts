import { beforeAll, describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as logout } from "@/app/api/logout/route";
import { db } from "@/lib/db";
import { callRoute } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

const sameOrigin = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" };

describe("GET /api/logout", () => {
  it("deletes the session row, clears the cookie and returns to /, so the old cookie no longer works", async () => {
    const user = await signedInUser();
    const response = await callRoute(logout, "/api/logout", { session: user.session, headers: sameOrigin });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith("next-auth.session-token="));
    expect(cleared).toMatch(/^next-auth\.session-token=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(await db.session.count({ where: { sessionToken: user.session } })).toBe(0);
    expect(await (await callRoute(getUser, "/api/auth/user", { session: user.session })).json()).toBeNull();
  });

  it("ends only this session: the same person signed in elsewhere stays signed in", async () => {
    const user = await signedInUser();
    const other = await db.session.create({ data: { sessionToken: "other-device", userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
    await callRoute(logout, "/api/logout", { session: user.session, headers: sameOrigin });
    expect(await db.session.findUnique({ where: { id: other.id } })).not.toBeNull();
  });

  it("works for a visitor typing the address (Sec-Fetch-Site: none) and for one without a session", async () => {
    const user = await signedInUser();
    await callRoute(logout, "/api/logout", { session: user.session, headers: { "sec-fetch-site": "none" } });
    expect(await db.session.count({ where: { sessionToken: user.session } })).toBe(0);
    const anonymous = await callRoute(logout, "/api/logout", { headers: sameOrigin });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe("/");
  });

  it("does not sign anyone out on a navigation started by another site", async () => {
    const user = await signedInUser();
    const crossSite = await callRoute(logout, "/api/logout", { session: user.session, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(303);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    const viaReferer = await callRoute(logout, "/api/logout", { session: user.session, headers: { referer: "https://evil.example/page" } });
    expect(viaReferer.headers.getSetCookie()).toEqual([]);
    expect(await db.session.count({ where: { sessionToken: user.session } })).toBe(1);
  });
});
