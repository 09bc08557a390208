import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasProductionBuild, startAppServer, startAppServerExpectingExit, type AppServer } from "@/tests/support/integration/app-server";
import { boundaryDates, forwardedForJunk } from "@/tests/support/integration/junk-values";

// The production server (server.ts and the build) under junk that only a real HTTP server sees: headers a
// client forges, bodies over the limit, addresses no route serves, dates the database cannot hold. It
// answers each with a status and a message, and its log holds no uncaught exception and no 500. Runs once,
// on the embedded database, when a build exists (npm test builds first).
const run = hasProductionBuild() && !process.env.DATABASE_URL;

// What a crash or an unanswered error looks like in the server's log.
const CRASH_IN_LOG = /uncaught|unhandled|ERR_INVALID_STATE|already closed|server_error|⨯/i;

describe.runIf(run)("the production server under junk", () => {
  let server: AppServer;
  let folder: string;
  let session = "";

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "served-junk-"));
    server = await startAppServer(null, {
      embeddedDir: path.join(folder, "pglite"),
      env: { UPLOAD_DIR: path.join(folder, "uploads"), AUTH_DEV_LOGIN: "true", ADMIN_EMAILS: "junk.admin@example.com", RATE_LIMIT_DISABLED: undefined, RATE_LIMIT_SEARCH_PER_MINUTE: "3" },
    });
    const signIn = await fetch(`${server.url}/api/auth/dev-signin`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "junk.admin@example.com", firstName: "Junk" }),
    });
    expect(signIn.status).toBe(200);
    session = signIn.headers.getSetCookie()[0].split(";")[0];
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("answers every method at an address no route serves with a JSON 404", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"), fc.stringMatching(/^[a-z0-9-]{1,12}(\/[a-z0-9-]{1,12}){0,3}$/), async (method, rest) => {
        const response = await fetch(`${server.url}/api/no-such-${rest}`, { method, headers: { origin: server.url } });
        expect(response.status, `${method} ${rest}`).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(typeof ((await response.json()) as { message: unknown }).message).toBe("string");
      }),
      { numRuns: 30 },
    );
  });

  it("answers a method a route does not serve with a JSON 405 naming the ones it does", async () => {
    for (const [method, address, allowed] of [
      ["DELETE", "/api/public/categories", "GET"],
      ["PUT", "/api/admin/publish", "POST"],
      ["GET", "/api/admin/backups/full", "POST"],
      ["POST", "/rss.xml", "GET"],
    ]) {
      const response = await fetch(`${server.url}${address}`, { method, headers: { origin: server.url, cookie: session } });
      expect(response.status, `${method} ${address}`).toBe(405);
      expect(response.headers.get("allow")).toContain(allowed);
      expect(((await response.json()) as { message: string }).message).toBe(`${address} does not take ${method}: use ${allowed}.`);
    }
    expect((await fetch(`${server.url}/api/public/categories`, { method: "HEAD" })).status).toBe(200);
  });

  it("answers an address under /api/ that no call serves, or under /api/auth that is none of the sign-in's own, with a JSON 404, whatever the method", async () => {
    for (const [method, address] of [
      ["PROPFIND", "/api/no/such/call"],
      ["GET", "/api/no/such/call"],
      ["GET", "/api/auth/foo"],
      ["PUT", "/api/auth/foo"],
      ["GET", "/api/auth/user/extra"],
      ["POST", "/api/auth/session/extra"],
    ]) {
      const response = await fetch(`${server.url}${address}`, { method, headers: { origin: server.url } });
      expect(response.status, `${method} ${address}`).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/^There is no API call at this address/);
    }
    expect((await fetch(`${server.url}/api/auth/session`, { method: "PUT", headers: { origin: server.url } })).status).toBe(405);
    expect((await fetch(`${server.url}/api/auth/providers`)).status).toBe(200);
  });

  it("refuses a post from another site with a JSON 403, to a page's form as to the sign-in's own endpoints", async () => {
    for (const [address, extra] of [
      ["/submit", { "next-action": "0123456789abcdef0123456789abcdef01234567" }],
      ["/", {}],
      ["/api/auth/signout", {}],
      ["/api/auth/signin/oidc", {}],
    ] as const) {
      const response = await fetch(`${server.url}${address}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded", cookie: session, ...extra },
        body: "title=x",
      });
      expect(response.status, address).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBe("Forbidden: this request came from another site.");
    }
    const ownForm = await fetch(`${server.url}/api/auth/signout`, { method: "POST", redirect: "manual", headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(ownForm.status).not.toBe(403);
    // A page's address written through /api/ with a dot segment is still a page's.
    const sneaked = await new Promise<number>((resolve, reject) => {
      const url = new URL(server.url);
      const request = httpRequest({ host: url.hostname, port: url.port, path: "/api/../submit", method: "POST", headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.end("title=x");
    });
    expect(sneaked).toBe(403);
  });

  it("answers a search page over the rate limit with 429 and Retry-After, and the page saying when to try again", async () => {
    let limited: Response | null = null;
    for (let attempt = 0; attempt < 5 && !limited; attempt++) {
      const response = await fetch(`${server.url}/search?q=limited${attempt}`);
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(200);
    }
    expect(limited).not.toBeNull();
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited!.headers.get("cache-control")).not.toMatch(/public/);
    const html = await limited!.text();
    expect(html).toContain("Search Lists");
    expect(html).toMatch(/Too many searches\. Please try again in \d+ seconds?\./);
  });

  it("serves an uploaded file under its own sandboxing policy, and every other page under one", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#5d0034" } }).png().toBuffer())], { type: "image/png" }), "policy.png");
    const uploaded = await fetch(`${server.url}/api/admin/media/upload`, { method: "POST", headers: { origin: server.url, cookie: session }, body: form });
    expect(uploaded.status).toBe(201);
    const file = await fetch(`${server.url}${((await uploaded.json()) as { url: string }).url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
    expect((await fetch(`${server.url}/uploads/no-such-file.png`)).headers.get("content-security-policy")).toMatch(/sandbox$/);
    for (const address of ["/adminx", "/profile-of-nobody", "/lists/no-such-list"]) {
      expect((await fetch(`${server.url}${address}`)).headers.get("content-security-policy"), address).toMatch(/^default-src 'self'/);
    }
    const preview = await fetch(`${server.url}/preview`, { headers: { cookie: session } });
    expect(preview.headers.get("content-security-policy")).toMatch(/script-src [^;]*'nonce-/);

    // The image optimizer resizes the picture by its own path, and refuses any other way of writing it.
    const path = new URL(file.url).pathname;
    const resized = await fetch(`${server.url}/_next/image?url=${encodeURIComponent(path)}&w=640&q=75`);
    expect(resized.status).toBe(200);
    for (const other of [`/z1/..${path}`, path.replace("/uploads/", "/uploads/./")]) {
      const refused = await fetch(`${server.url}/_next/image?url=${encodeURIComponent(other)}&w=640&q=75`);
      expect(refused.status, other).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^This image address is not one the site uses/);
    }
  });

  it("gives the staff preview of the home page the nonce policy of signed-in pages, not the public one", async () => {
    const response = await fetch(`${server.url}/?preview=true`, { headers: { cookie: session } });
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeDefined();
    expect(policy).not.toContain("'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src");
    expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  it("refuses dates the database cannot hold with a 400 and a message", async () => {
    await fc.assert(
      fc.asyncProperty(boundaryDates, async (checkedAt) => {
        const response = await fetch(`${server.url}/api/notifications/seen`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url, cookie: session },
          body: JSON.stringify({ checkedAt }),
        });
        expect([204, 400], checkedAt).toContain(response.status);
        if (response.status === 400) expect(((await response.json()) as { message: string }).message).toMatch(/checkedAt must be a real date/);
      }),
      { numRuns: 25 },
    );
  });

  it("counts a client by its connection, whatever address headers it sends (no proxy trusted)", async () => {
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(forwardedForJunk, async (forwarded) => {
        const response = await fetch(`${server.url}/api/public/search?q=trip`, {
          headers: { "x-forwarded-for": forwarded, "x-socket-address": `198.51.100.${statuses.length}`, "x-real-ip": "198.51.100.200" },
        });
        expect(response.status).toBeLessThan(500);
        statuses.push(response.status);
      }),
      { numRuns: 12 },
    );
    // Three searches a minute: however the headers changed, the same connection ran into the limit.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
  });

  it("never lets a client choose the encoding a route compresses in", async () => {
    const response = await fetch(`${server.url}/api/public/content-lists?limit=1`, { headers: { "x-precompressed-accepted": "br", "accept-encoding": "identity" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("refuses bodies over the limit, declared or streamed, with a 413", async () => {
    const big = "a".repeat(3 * 1024 * 1024);
    for (const target of ["/api/public/reports", "/api/public/submissions", "/api/favorites"]) {
      const declared = await fetch(`${server.url}${target}`, { method: "POST", headers: { "content-type": "application/json", origin: server.url, cookie: session }, body: big });
      expect(declared.status, target).toBe(413);
      expect(await streamedStatus(server.url, target, session, 3)).toBe(413);
    }
    expect(await streamedStatus(server.url, "/api/admin/media/upload", session, 12, "multipart/form-data; boundary=x")).toBe(413);
    // A call that takes no body refuses a declared one over the limit all the same.
    for (const [method, target] of [["DELETE", "/api/favorites/1"], ["POST", "/api/notifications/seen"]]) {
      const ignored = await fetch(`${server.url}${target}`, { method, redirect: "manual", headers: { "content-type": "application/json", origin: server.url, cookie: session }, body: big });
      expect(ignored.status, `${method} ${target}`).toBe(413);
    }
    // A form posted without JavaScript to a page, as a browser sends it (with its length).
    for (const page of ["/submit", "/lists/anything"]) {
      const form = await fetch(`${server.url}${page}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url }, body: `content=${big}` });
      expect(form.status, page).toBe(413);
      expect(await form.text()).toContain("This form is too large");
    }
  });

  it("keeps an idle connection open longer than a few seconds, so a client that reuses it is answered", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await getThrough(agent, `${server.url}/api/health`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const again = await getThrough(agent, `${server.url}/api/health`);
      expect(again).toEqual({ status: 200, reusedSocket: true });
      // Refused for its declared length before it was read: once the body has arrived, the connection is
      // kept for the same minute.
      const refused = await postThrough(agent, `${server.url}/api/public/reports`, Buffer.alloc(3 * 1024 * 1024, 0x61));
      expect(refused.status).toBe(413);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await getThrough(agent, `${server.url}/api/health`)).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  }, 30_000);

  it("tells a visitor without a session that nobody is signed in, as the route does for a session it does not know", async () => {
    const headersOf = (response: Response) => Object.fromEntries(["content-type", "cache-control", "content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy"].map((name) => [name, response.headers.get(name)]));
    const anonymous = await fetch(`${server.url}/api/auth/user`);
    const unknownSession = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: "next-auth.session-token=no-such-session" } });
    expect(await anonymous.json()).toBeNull();
    expect(await unknownSession.json()).toBeNull();
    expect(headersOf(anonymous)).toEqual(headersOf(unknownSession));
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    const signedIn = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: session } });
    expect(await signedIn.json()).toMatchObject({ email: "junk.admin@example.com", role: "admin" });
  });

  it("left no uncaught exception and no 500 in its log", async () => {
    // Let anything the junk set off reach the log.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const crashes = server.log().split("\n").filter((line) => CRASH_IN_LOG.test(line));
    expect(crashes).toEqual([]);
  });
});

/** GETs `url` through `agent`, telling whether the request went over a connection the agent already had. */
function getThrough(agent: Agent, url: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** POSTs `body` (its length declared) through `agent`, once the answer has come and the body has been sent. */
function postThrough(agent: Agent, url: string, body: Buffer): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    let status = 0;
    let pending = 2;
    const done = () => (--pending === 0 ? resolve({ status }) : undefined);
    const request = httpRequest(url, { agent, method: "POST", headers: { "content-type": "application/json", "content-length": body.length, origin: new URL(url).origin } }, (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on("end", done);
    });
    request.on("error", reject);
    request.end(body, done);
  });
}

/** Posts `megabytes` of body in chunks without declaring its length, as a client streaming an upload would. */
function streamedStatus(base: string, target: string, cookie: string, megabytes: number, contentType = "application/json"): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(target, base);
    const request = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": contentType, origin: base, cookie } });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? resolve(413) : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < megabytes * 16) {
        sent += 1;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

describe.runIf(run)("starting the production server", () => {
  it("refuses the development sign-in on a site not addressed on this machine, saying why", async () => {
    const { code, output } = await startAppServerExpectingExit({ SITE_URL: "https://lists.example", AUTH_DEV_LOGIN: "true", PGLITE_DIR: "memory://refused" });
    expect(code).not.toBe(0);
    expect(output).toMatch(/AUTH_DEV_LOGIN=true turns on a sign-in without a password/);
  });

  it("refuses a public site without a long enough AUTH_SECRET, saying how to make one", async () => {
    const { code, output } = await startAppServerExpectingExit({ SITE_URL: "https://lists.example", AUTH_SECRET: "short", PGLITE_DIR: "memory://refused" });
    expect(code).not.toBe(0);
    expect(output).toMatch(/AUTH_SECRET is too short.*openssl rand -base64 32/s);
  });
});
