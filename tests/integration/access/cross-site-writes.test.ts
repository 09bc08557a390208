import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { routeMethods, sampleParams, samplePath, type RouteMethod } from "@/tests/support/integration/route-files";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let writes: RouteMethod[];
let admin: TestUser;
beforeAll(async () => {
  await openTestDatabase();
  admin = await signedInUser("admin");
  writes = (await routeMethods()).filter((route) => STATE_CHANGING.has(route.method));
});

// Every state-changing route, found on disk, refuses a request another site's page could make with a
// visitor's cookies: a cross-site Origin, a "null" Origin (sandboxed frames, some redirects), or, with no
// Origin at all, a browser's own Sec-Fetch-Site: cross-site. Signed in as an admin, so only the origin
// check can be what refuses.
describe("state-changing routes refuse other sites", () => {
  const attempts: [string, Record<string, string>][] = [
    ["a cross-site Origin", { origin: "https://evil.example" }],
    ["a same-site but other-origin Origin", { origin: "http://localhost:4000" }],
    ['Origin "null"', { origin: "null" }],
    ["Sec-Fetch-Site: cross-site without Origin", { "sec-fetch-site": "cross-site" }],
    ["a plain HTML form posting text/plain", { origin: "https://evil.example", "content-type": "text/plain" }],
  ];

  it("finds the routes to check, the community writes among them", () => {
    expect(writes.map((route) => route.key)).toEqual(
      expect.arrayContaining(["POST /api/public/submissions", "POST /api/public/reports", "POST /api/public/seed-production", "POST /api/favorites"]),
    );
  });

  it.each(attempts)("answers 403 to %s on every one of them", async (_, headers) => {
    for (const route of writes) {
      const response = await callRoute(route.handler, samplePath(route.path), {
        method: route.method,
        session: admin.session,
        headers: { host: "localhost:3000", ...headers },
        body: headers["content-type"] === "text/plain" ? "listId=1" : route.method === "DELETE" ? undefined : {},
        params: sampleParams(route.path),
      });
      expect(response.status, route.key).toBe(403);
      expect((await response.json()).message, route.key).toMatch(/another site/);
    }
  });
});
