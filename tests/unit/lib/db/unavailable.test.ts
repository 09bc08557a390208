import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect", errno: -111 });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", socketError("ECONNREFUSED")],
    ["a reset connection", socketError("ECONNRESET")],
    ["the server shutting down (57P01)", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01", severity: "FATAL" })],
    ["the server starting up (57P03)", Object.assign(new Error("the database system is starting up"), { code: "57P03", severity: "FATAL" })],
    ["a connection cut mid-query", new Error("Connection terminated unexpectedly")],
    ["Prisma's unreachable server (P1001)", Object.assign(new Error("Can't reach database server at 127.0.0.1:5432"), { code: "P1001", name: "PrismaClientKnownRequestError" })],
    ["a driver adapter error nested in meta", Object.assign(new Error("query failed"), { code: "P2010", meta: { driverAdapterError: { cause: { kind: "DatabaseNotReachable" } } } })],
    ["a transaction that could not start in time (P2028)", Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" })],
    ["a refused connection wrapped as a cause", new Error("query failed", { cause: socketError("ECONNREFUSED") })],
    ["every address refused (AggregateError)", new AggregateError([socketError("ECONNREFUSED")], "")],
  ])("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key"), { code: "23505", severity: "ERROR" })],
    ["Prisma's record not found", Object.assign(new Error("not found"), { code: "P2025" })],
    ["a syntax error", Object.assign(new Error('syntax error at or near "SELEC"'), { code: "42601" })],
    ["a plain error", new Error("boom")],
    ["a string", "ECONNREFUSED"],
    ["null", null],
  ])("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("errorResponse for an unreachable database", () => {
  it("answers 503 with a clear message and Retry-After, not a 500", async () => {
    const { errorResponse } = await import("@/lib/http/error-response");
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const response = errorResponse(socketError("ECONNREFUSED"));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ message: "The service is briefly unavailable. Please try again in a few seconds." });
      expect(JSON.stringify(logged)).toContain("database_unavailable");
    } finally {
      console.error = original;
    }
  });
});
