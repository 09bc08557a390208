import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { withAnonymousUserAnswer } from "@/lib/http/anonymous-user";

const SESSION_COOKIE = "next-auth.session-token";
let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

// Stands in for Next.js: counts what reaches it and says so in its answer.
async function serve() {
  const reached: string[] = [];
  const next = (request: IncomingMessage, response: ServerResponse) => {
    reached.push(`${request.method} ${request.url}`);
    response.writeHead(200, { "Content-Type": "text/plain" });
    response.end("from the app");
  };
  server = createServer(withAnonymousUserAnswer(next, { sessionCookieName: SESSION_COOKIE }));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, reached };
}

describe("the current user of a visitor without a session", () => {
  it("is answered null, privately, without reaching the app", async () => {
    const { base, reached } = await serve();
    const response = await fetch(`${base}/api/auth/user`, { headers: { cookie: "theme=dark" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(reached).toEqual([]);
  });

  it("answers a HEAD with the same headers and no body", async () => {
    const { base, reached } = await serve();
    const response = await fetch(`${base}/api/auth/user`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("");
    expect(reached).toEqual([]);
  });

  it("leaves a request with a session cookie, even an empty one, to the app", async () => {
    const { base, reached } = await serve();
    await fetch(`${base}/api/auth/user`, { headers: { cookie: `a=b; ${SESSION_COOKIE}=token` } });
    await fetch(`${base}/api/auth/user`, { headers: { cookie: `${SESSION_COOKIE}=` } });
    expect(reached).toEqual(["GET /api/auth/user", "GET /api/auth/user"]);
  });

  it("leaves other addresses and methods to the app", async () => {
    const { base, reached } = await serve();
    await fetch(`${base}/api/auth/user/`);
    await fetch(`${base}/api/auth/users`);
    await fetch(`${base}/api/auth/user`, { method: "POST" });
    expect(reached).toEqual(["GET /api/auth/user/", "GET /api/auth/users", "POST /api/auth/user"]);
  });
});
