import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { clearProcessCaches } from "@/lib/cache/process-caches";
import { createResponseCache, sharedMaxAge } from "@/lib/http/response-cache";
import { withResponseCompression } from "@/lib/http/response-compression";

const page = `<!DOCTYPE html><html><body>${"<p>A checklist for moving house</p>".repeat(200)}</body></html>`;
const ISR = "s-maxage=3600, stale-while-revalidate=31535400";
let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

interface NextAnswer {
  status?: number;
  cache?: string;
  cacheControl?: string;
  setCookie?: string;
  body?: string;
  streamed?: boolean;
}

// Stands in for Next.js's handler: counts the requests that reach it and answers as told.
function fakeNext(answer: (request: IncomingMessage) => NextAnswer) {
  const calls = { count: 0 };
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    calls.count += 1;
    const { status = 200, cache = "HIT", cacheControl = ISR, setCookie, body = page, streamed } = answer(request);
    response.statusCode = status;
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Cache-Control", cacheControl);
    response.setHeader("Vary", "rsc, next-router-state-tree, next-router-prefetch");
    response.setHeader("ETag", `"${body.length}"`);
    if (cache) response.setHeader("x-nextjs-cache", cache);
    if (setCookie) response.setHeader("Set-Cookie", setCookie);
    if (streamed) {
      response.flushHeaders();
      response.write(body.slice(0, 100));
      response.end(body.slice(100));
    } else response.end(body);
  };
  return { calls, handler };
}

async function serve(next: ReturnType<typeof fakeNext>, now: () => number = Date.now) {
  const cache = createResponseCache({ sessionCookieName: "next-auth.session-token", now });
  server = createServer(cache.answerFromMemory(withResponseCompression(cache.keepAnswers(next.handler))));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, cache };
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    httpRequest({ port, host: "127.0.0.1", path, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the response cache", () => {
  it("answers a repeated request for a page Next.js served from its cache without asking Next.js again", async () => {
    const next = fakeNext(() => ({}));
    const { port } = await serve(next);
    const first = await get(port, "/lists/moving", { "accept-encoding": "gzip" });
    const second = await get(port, "/lists/moving", { "accept-encoding": "gzip" });
    expect(next.calls.count).toBe(1);
    expect(gunzipSync(first.body).toString()).toBe(page);
    expect(second.status).toBe(200);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(second.body).toString()).toBe(page);
    expect(second.headers["cache-control"]).toBe(ISR);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers.vary).toContain("Accept-Encoding");
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    // Next.js's own answer has no Age; one from memory says how long it has been kept.
    expect(first.headers.age).toBeUndefined();
    expect(second.headers.age).toBe("0");
  });

  it("sends the kept page in brotli, gzip or uncompressed, as the client accepts", async () => {
    const next = fakeNext(() => ({}));
    const { port } = await serve(next);
    await get(port, "/");
    const brotli = await get(port, "/", { "accept-encoding": "gzip, deflate, br" });
    const plain = await get(port, "/");
    expect(next.calls.count).toBe(1);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("keeps a page Next.js rendered and stored just now", async () => {
    const next = fakeNext(() => ({ cache: "MISS", streamed: true }));
    const { port } = await serve(next);
    await get(port, "/lists/new");
    const again = await get(port, "/lists/new");
    expect(again.body.toString()).toBe(page);
    expect(again.headers["x-nextjs-cache"]).toBe("HIT");
    expect(next.calls.count).toBe(1);
  });

  it("keeps 404 pages with their status, and answers HEAD and a matching If-None-Match without a body", async () => {
    const next = fakeNext(() => ({ status: 404, body: "<p>List Not Found</p>" }));
    const { port } = await serve(next);
    await get(port, "/lists/nowhere");
    const again = await get(port, "/lists/nowhere");
    expect(again.status).toBe(404);
    expect(again.body.toString()).toBe("<p>List Not Found</p>");
    const head = await get(port, "/lists/nowhere", {}, "HEAD");
    expect(head.status).toBe(404);
    expect(head.body.length).toBe(0);
    const unchanged = await get(port, "/lists/nowhere", { "if-none-match": again.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(next.calls.count).toBe(1);
  });

  it("passes to Next.js what it must answer itself: stale pages, cookies, private answers, navigation and signed-in requests", async () => {
    const next = fakeNext((request) => {
      if (request.url === "/stale") return { cache: "STALE" };
      if (request.url === "/dynamic") return { cache: "", cacheControl: "private, no-cache, no-store, max-age=0, must-revalidate" };
      if (request.url === "/cookie") return { setCookie: "a=b" };
      if (request.url === "/error") return { status: 500 };
      if (request.url === "/streamed") return { streamed: true };
      return {};
    });
    const { port, cache } = await serve(next);
    for (const path of ["/stale", "/dynamic", "/cookie", "/error"]) {
      await get(port, path);
      await get(port, path);
    }
    await get(port, "/", { rsc: "1" });
    await get(port, "/", { rsc: "1" });
    await get(port, "/", { cookie: "theme=dark; next-auth.session-token=abc" });
    await get(port, "/", { cookie: "theme=dark; next-auth.session-token=abc" });
    expect(next.calls.count).toBe(12);
    expect(cache.size()).toBe(0);
    // A page written in several parts is kept whole.
    await get(port, "/streamed");
    const streamed = await get(port, "/streamed");
    expect(streamed.body.toString()).toBe(page);
    expect(next.calls.count).toBe(13);
  });

  it("forgets every kept page when a write invalidates anything, including an answer in flight at that moment", async () => {
    let release: () => void = () => {};
    let holdNext = false;
    const inner = fakeNext(() => ({}));
    const cache = createResponseCache({ sessionCookieName: "next-auth.session-token" });
    const handler = (request: IncomingMessage, response: ServerResponse) => {
      if (!holdNext) return inner.handler(request, response);
      new Promise<void>((resolve) => (release = resolve)).then(() => inner.handler(request, response));
    };
    server = createServer(cache.answerFromMemory(cache.keepAnswers(handler)));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;

    await get(port, "/");
    expect(cache.size()).toBe(1);
    clearProcessCaches(["list:1"]);
    expect(cache.size()).toBe(0);

    holdNext = true;
    const inFlight = get(port, "/lists/a");
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearProcessCaches(["list:2"]);
    release();
    await inFlight;
    expect(cache.size()).toBe(0);
  });

  it("lets a page go after half its s-maxage", async () => {
    let clock = 1_000_000;
    const next = fakeNext((request) => ({ cacheControl: request.url === "/trending" ? "s-maxage=300" : ISR }));
    const { port } = await serve(next, () => clock);
    await get(port, "/trending");
    await get(port, "/");
    clock += 149_000;
    expect((await get(port, "/trending")).headers.age).toBe("149");
    await get(port, "/");
    expect(next.calls.count).toBe(2);
    clock += 2_000;
    await get(port, "/trending");
    expect(next.calls.count).toBe(3);
    clock += 1_700_000;
    await get(port, "/");
    expect(next.calls.count).toBe(4);
  });
});

describe("sharedMaxAge", () => {
  it("reads s-maxage before max-age and refuses private or uncacheable answers", () => {
    expect(sharedMaxAge("s-maxage=3600, stale-while-revalidate=31535400")).toBe(3600);
    expect(sharedMaxAge("public, max-age=60")).toBe(60);
    expect(sharedMaxAge("private, no-cache, no-store, max-age=0, must-revalidate")).toBeNull();
    expect(sharedMaxAge(undefined)).toBeNull();
  });
});
