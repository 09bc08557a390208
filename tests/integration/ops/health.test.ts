import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getHealth } from "@/app/api/health/route";
import { database } from "@/lib/db";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

describe("GET /api/health", () => {
  it("answers 200 with the app and database status to anyone, never cached", async () => {
    const response = await callRoute(getHealth, "/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await json(response)).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 without details once the database is gone", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await database.close();
    const response = await callRoute(getHealth, "/api/health");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await json(response)).toEqual({ status: "unavailable" });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"health.database_unavailable"'));
  });
});
