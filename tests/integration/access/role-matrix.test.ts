import { beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS, can, type Access } from "@/lib/auth/permissions";
import { forbidden } from "@/lib/http/errors";
import { ROLES, type Role } from "@/lib/auth/roles";
import { callRoute } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";
import { routeMethods, sampleParams, samplePath, type RouteMethod } from "@/tests/support/integration/route-files";

type Caller = "signed out" | Role;

const ROLE_REFUSED = forbidden().message;
const CALLERS: Caller[] = ["signed out", ...[...ROLES].reverse()];

let methods: RouteMethod[];

beforeAll(async () => {
  await openTestDatabase();
  methods = await routeMethods();
});

// A fresh session for every call: some calls end the session they were made with (GET /api/logout).
const sessionFor = async (caller: Caller) => (caller === "signed out" ? undefined : (await signedInUser(caller)).session);

/** What the permission map promises a caller: 401 signed out, 403 without the capability, else through. */
function expected(access: Access, caller: Caller): 401 | 403 | "allowed" {
  if (access === "public") return "allowed";
  if (caller === "signed out") return 401;
  if (access === "user") return "allowed";
  return can(caller, access) ? "allowed" : 403;
}

// Every route on disk × every kind of caller; the expected answers come from the permission map alone.
describe("access to every route, by role", () => {
  it.each(CALLERS)("answers a caller who is %s as the permission map says", async (caller) => {
    for (const route of methods) {
      const access = ENDPOINTS[route.key as keyof typeof ENDPOINTS];
      const writes = route.method !== "GET" && route.method !== "HEAD";
      const response = await callRoute(route.handler, samplePath(route.path), {
        method: route.method,
        session: await sessionFor(caller),
        headers: { origin: "http://localhost:3000", host: "localhost:3000" },
        body: writes && route.method !== "DELETE" ? {} : undefined,
        params: sampleParams(route.path),
      });
      const want = expected(access, caller);
      if (want === "allowed") {
        // Past the role check a call may still refuse one record (a contributor and someone else's list),
        // with its own message; what it must not do is refuse the role itself.
        expect(response.status, `${route.key} as ${caller}`).not.toBe(401);
        if (response.status === 403) expect((await response.json()).message, `${route.key} as ${caller}`).not.toBe(ROLE_REFUSED);
      } else expect(response.status, `${route.key} as ${caller}`).toBe(want);
      expect(response.status, `${route.key} as ${caller} must not fail`).toBeLessThan(500);
    }
  });
});
