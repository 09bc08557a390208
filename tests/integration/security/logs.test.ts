import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { GET as listFavorites } from "@/app/api/favorites/route";
import { getAuthOptions } from "@/lib/auth/options";
import { errorResponse } from "@/lib/http/error-response";
import { callRoute } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);
afterEach(() => vi.restoreAllMocks());

/** Every line the server logged through console during `work`, parsed as JSON. */
async function logged(work: () => Promise<unknown>): Promise<{ lines: Record<string, unknown>[]; raw: string }> {
  const written: string[] = [];
  for (const method of ["log", "warn", "error"] as const) vi.spyOn(console, method).mockImplementation((line: unknown) => void written.push(String(line)));
  await work();
  return { lines: written.map((line) => JSON.parse(line) as Record<string, unknown>), raw: written.join("\n") };
}

describe("structured logs", () => {
  it("logs refused access as one JSON line with the endpoint, status, user id and role, never the session token", async () => {
    const viewer = await signedInUser("viewer");
    const { lines, raw } = await logged(async () => {
      expect((await callRoute(listFavorites, "/api/favorites")).status).toBe(401);
      expect((await callRoute(listUsers, "/api/admin/users", { session: viewer.session })).status).toBe(403);
    });
    expect(lines).toEqual([
      expect.objectContaining({ level: "warn", event: "access_refused", endpoint: "GET /api/favorites", status: 401 }),
      expect.objectContaining({ level: "warn", event: "access_refused", endpoint: "GET /api/admin/users", status: 403, userId: viewer.id, role: "viewer" }),
    ]);
    expect(raw).not.toContain(viewer.session);
    for (const line of lines) expect(Date.parse(String(line.time))).not.toBeNaN();
  });

  it("logs a server error with its message and stack, and answers without them", async () => {
    const { lines } = await logged(async () => {
      const response = errorResponse(new Error("relation \"secret_table\" does not exist"));
      expect(response.status).toBe(500);
      expect(JSON.stringify(await response.json())).not.toContain("secret_table");
    });
    expect(lines).toEqual([expect.objectContaining({ level: "error", event: "server_error", error: "Error", message: 'relation "secret_table" does not exist' })]);
    expect(String(lines[0].stack)).toContain("logs.test.ts");
  });

  it("logs a failed provider sign-in by its code only, leaving out whatever tokens next-auth passes along", async () => {
    const { lines, raw } = await logged(async () => {
      const logger = getAuthOptions().logger!;
      logger.error!("OAUTH_CALLBACK_ERROR", { error: new Error("bad state"), providerId: "oidc", access_token: "at-123", code: "c0de" } as never);
    });
    expect(lines).toEqual([expect.objectContaining({ level: "warn", event: "sign_in_failed", code: "OAUTH_CALLBACK_ERROR" })]);
    expect(raw).not.toContain("at-123");
  });
});
