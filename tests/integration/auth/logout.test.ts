import { beforeAll, describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as logout, POST as logoutByForm } from "@/app/api/logout/route";
import { db } from "@/lib/db";
import { callRoute } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

// What a browser sends for a click on a link of this site.
const sameOrigin = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", "sec-fetch-user": "?1" };

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
    await callRoute(logout, "/api/logout", { session: user.session, headers: { ...sameOrigin, "sec-fetch-site": "none" } });
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

  it("does not sign anyone out from an image, script, frame or prefetch on this very site", async () => {
    const user = await signedInUser();
    const requests = [
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "script" },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" },
      { ...sameOrigin, "sec-purpose": "prefetch" },
    ];
    for (const headers of requests) {
      const response = await callRoute(logout, "/api/logout", { session: user.session, headers });
      expect(response.headers.getSetCookie(), JSON.stringify(headers)).toEqual([]);
    }
    expect(await db.session.count({ where: { sessionToken: user.session } })).toBe(1);
  });

  it("asks a browser that sends no Fetch Metadata to confirm with a button, which signs out", async () => {
    const user = await signedInUser();
    const page = await callRoute(logout, "/api/logout", { session: user.session, headers: { referer: "http://localhost:3000/lists/x" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<form method="post" action="/api/logout">');
    expect(await db.session.count({ where: { sessionToken: user.session } })).toBe(1);

    const confirmed = await callRoute(logoutByForm, "/api/logout", { method: "POST", session: user.session, headers: { origin: "http://localhost:3000" } });
    expect(confirmed.status).toBe(303);
    expect(await db.session.count({ where: { sessionToken: user.session } })).toBe(0);
    const forged = await callRoute(logoutByForm, "/api/logout", { method: "POST", session: (await signedInUser()).session, headers: { origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
  });
});
