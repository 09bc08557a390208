import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, callRoute, SAME_SITE, sendRequest } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { routeMethods, sampleParams, samplePath, type RouteMethod } from "@/tests/support/integration/route-files";

const MB = 1024 * 1024;

let jsonRoutes: RouteMethod[];
let admin: TestUser;
beforeAll(async () => {
  await openTestDatabase();
  admin = await signedInUser("admin");
  jsonRoutes = (await routeMethods()).filter((route) => route.handler.bodyKind === "json");
});

// Every route that reads a JSON body, found on disk: the body must be sent as application/json and be at
// most 1 MB, refused before it is read whole. Signed in as an admin from the site itself, so only the body
// rules can be what refuses.
describe("JSON bodies", () => {
  it("finds the routes to check, the community writes among them", () => {
    expect(jsonRoutes.map((route) => route.key)).toEqual(
      expect.arrayContaining(["POST /api/public/submissions", "POST /api/public/reports", "POST /api/favorites", "POST /api/follows"]),
    );
  });

  it.each([
    ["text/plain", "{}"],
    ["application/x-www-form-urlencoded", "listId=1"],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("answer 415 to a body sent as %s", async (contentType, body) => {
    for (const route of jsonRoutes) {
      const response = await callRoute(route.handler, samplePath(route.path), {
        method: route.method,
        session: admin.session,
        headers: { ...SAME_SITE, "content-type": contentType },
        body,
        params: sampleParams(route.path),
      });
      expect(response.status, route.key).toBe(415);
      expect((await response.json()).message, route.key).toBe("Send the request body as JSON, with the header Content-Type: application/json.");
    }
  });

  it("answer 413 to a body declared over 1 MB, before reading any of it", async () => {
    for (const route of jsonRoutes) {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
        },
      });
      const response = await send(route, body, { "content-length": String(MB + 1) });
      expect(response.status, route.key).toBe(413);
      expect((await response.json()).message, route.key).toBe("The request body is too large: at most 1 MB is accepted.");
      expect(pulled, route.key).toBeLessThanOrEqual(2);
    }
  });

  it("answer 413 to an endless body sent without a length, stopping soon after 1 MB", async () => {
    for (const route of jsonRoutes) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        },
      });
      const response = await send(route, body, {});
      expect(response.status, route.key).toBe(413);
      expect(sent, route.key).toBeLessThan(MB + 512 * 1024);
    }
  });
});

function send(route: RouteMethod, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const request = new NextRequest(new URL(samplePath(route.path), BASE_URL), {
    method: route.method,
    headers: { ...SAME_SITE, ...headers, "content-type": "application/json", cookie: `next-auth.session-token=${admin.session}` },
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  return sendRequest(route.handler, request, sampleParams(route.path));
}
