import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDiskStore } from "@/lib/cache/disk-store";
import { answerOnEveryRequest, keepAnswerUntil, recordTags, sameAnswerForEveryone } from "@/lib/cache/request-tags";
import { memoryStore } from "@/lib/cache/store";
import { createKeptResponses } from "@/lib/http/kept-responses";
import { withResponseCompression } from "@/lib/http/response-compression";

const page = `<!DOCTYPE html><html><body>${"<p>A checklist for moving house</p>".repeat(200)}</body></html>`;
const ISR = "s-maxage=3600, stale-while-revalidate=31535400";
// What Next.js says of every page it renders per request.
const PER_REQUEST = "private, no-cache, no-store, max-age=0, must-revalidate";
const NEXT_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, next-url";
let server: Server | undefined;
const diskRoot = mkdtempSync(path.join(tmpdir(), "kept-responses-"));

afterEach(() => {
  server?.close();
  server = undefined;
  memoryStore().invalidate(["all"]);
});
afterAll(() => rmSync(diskRoot, { recursive: true, force: true }));

interface NextAnswer {
  status?: number;
  cacheControl?: string;
  setCookie?: string;
  tags?: string[];
  everyRequest?: boolean;
  /** The page says it is the same for every visitor (lib/cache/page-tags.ts). */
  sameForEveryone?: boolean;
  /** The head goes out before the page says so, as a streamed payload's does. */
  streamed?: boolean;
  /** Written in three pieces after the page said so, as Next.js writes a rendered page. */
  inPieces?: boolean;
  vary?: string;
  /** The answer shows something fresh until then (a ranking computed on a timer). */
  freshUntil?: number;
}

// Stands in for Next.js's handler: counts the requests that reach it, reports the answer's tags as the
// page cache does, and answers as told.
function fakeNext(answer: (request: IncomingMessage) => NextAnswer) {
  const calls = { count: 0 };
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    calls.count += 1;
    const { status = 200, cacheControl = ISR, setCookie, tags = ["all", `page:${request.url}`], everyRequest, sameForEveryone, streamed, inPieces, vary = NEXT_VARY, freshUntil } = answer(request);
    recordTags(tags);
    if (freshUntil !== undefined) keepAnswerUntil(freshUntil);
    if (sameForEveryone && !streamed) sameAnswerForEveryone();
    if (everyRequest) answerOnEveryRequest();
    response.statusCode = status;
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Cache-Control", cacheControl);
    response.setHeader("Vary", vary);
    // A React Server Components payload that says which request it answers, as Next.js's depend on the router headers.
    if (request.headers.rsc) response.setHeader("X-Answered-For", `${request.headers["next-url"]} ${request.headers["next-router-segment-prefetch"]}`);
    if (setCookie) response.setHeader("Set-Cookie", setCookie);
    if (streamed) {
      response.writeHead(status);
      response.write(page.slice(0, 100));
      if (sameForEveryone) sameAnswerForEveryone();
      response.end(page.slice(100));
      return;
    }
    if (inPieces) {
      response.writeHead(status);
      response.write(page.slice(0, 100));
      response.write(Buffer.from(page.slice(100, 200)), () => undefined);
      response.end(page.slice(200));
      return;
    }
    response.end(page);
  };
  return { calls, handler };
}

async function serve(next: ReturnType<typeof fakeNext>, now?: () => number) {
  const kept = createKeptResponses({ sessionCookieName: "next-auth.session-token", now });
  server = createServer(kept.answerFromKept(withResponseCompression(kept.keepAnswers(next.handler))));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
    httpRequest({ port, host: "127.0.0.1", path: urlPath, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

/** Asks until the copy is kept (it is compressed off the main thread first). */
async function untilKept(port: number, urlPath: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await get(port, urlPath, headers);
    if (answer.headers.age !== undefined) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${urlPath} was never kept`);
}

describe("answers kept in front of Next.js", () => {
  it("answers a repeat of a shareable page from its kept copy, compressed as the client accepts", async () => {
    const next = fakeNext(() => ({}));
    const port = await serve(next);
    await get(port, "/lists/a");
    await untilKept(port, "/lists/a");
    const calls = next.calls.count;
    await get(port, "/lists/a", { "accept-encoding": "br" }); // makes the brotli copy
    await new Promise((resolve) => setTimeout(resolve, 100));
    const br = await get(port, "/lists/a", { "accept-encoding": "br" });
    const gzip = await get(port, "/lists/a", { "accept-encoding": "gzip" });
    const plain = await get(port, "/lists/a");
    const head = await get(port, "/lists/a", {}, "HEAD");
    expect(next.calls.count).toBe(calls);
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(plain.body.toString()).toBe(page);
    expect(head.body.length).toBe(0);
    expect(br.headers["content-encoding"]).toBe("br");
  });

  it("compresses a page's first view once, sending and keeping the same copy with its ETag", async () => {
    const next = fakeNext(() => ({ cacheControl: PER_REQUEST, sameForEveryone: true, inPieces: true, tags: ["all", "list:1"] }));
    const port = await serve(next);
    const first = await get(port, "/lists/a", { "accept-encoding": "br, gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(first.headers.vary).toContain("Accept-Encoding");
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(gunzipSync(first.body).toString()).toBe(page);
    const kept = await untilKept(port, "/lists/a", { "accept-encoding": "gzip" });
    expect(kept.body.equals(first.body)).toBe(true);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect((await get(port, "/lists/a", { "if-none-match": first.headers.etag as string })).status).toBe(304);
    expect(next.calls.count).toBe(1);
  });

  it("streams a first view as written to a client that takes no compression, and still keeps it", async () => {
    const next = fakeNext(() => ({ cacheControl: PER_REQUEST, sameForEveryone: true, inPieces: true, tags: ["all", "list:1"] }));
    const port = await serve(next);
    const first = await get(port, "/lists/a");
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.body.toString()).toBe(page);
    const kept = await untilKept(port, "/lists/a", { "accept-encoding": "gzip" });
    expect(gunzipSync(kept.body).toString()).toBe(page);
  });

  it("makes the brotli copy only when a client that takes brotli asks again, sending gzip meanwhile", async () => {
    const next = fakeNext(() => ({}));
    const port = await serve(next);
    await get(port, "/lists/once");
    await untilKept(port, "/lists/once");
    const calls = next.calls.count;
    const first = await get(port, "/lists/once", { "accept-encoding": "br, gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const later = await get(port, "/lists/once", { "accept-encoding": "br, gzip" });
    expect(later.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(later.body).toString()).toBe(page);
    expect(next.calls.count).toBe(calls);
  });

  it("tells shared caches to revalidate every time, names the tags, and answers 304 to a matching ETag", async () => {
    const port = await serve(fakeNext(() => ({ tags: ["all", "list:1", "_N_T_/lists/a"] })));
    const first = await get(port, "/lists/a");
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(first.headers["cache-tag"]).toBe("all,list:1");
    expect(first.headers["surrogate-key"]).toBe("all list:1");
    const kept = await untilKept(port, "/lists/a");
    expect(kept.headers["cache-control"]).toBe("public, no-cache");
    const etag = kept.headers.etag as string;
    expect((await get(port, "/lists/a", { "if-none-match": etag })).status).toBe(304);
    expect((await get(port, "/lists/a", { "if-none-match": '"something-else"' })).status).toBe(200);
  });

  it("keeps a page rendered per request that says it is the same for every visitor, and lets shared caches keep it", async () => {
    const next = fakeNext(() => ({ cacheControl: PER_REQUEST, sameForEveryone: true, tags: ["all", "list:1"] }));
    const port = await serve(next);
    const first = await get(port, "/lists/a");
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(first.headers["cache-tag"]).toBe("all,list:1");
    const kept = await untilKept(port, "/lists/a");
    expect(kept.headers["cache-control"]).toBe("public, no-cache");
    const calls = next.calls.count;
    expect(gunzipSync((await get(port, "/lists/a", { "accept-encoding": "gzip" })).body).toString()).toBe(page);
    expect(next.calls.count).toBe(calls);
  });

  it("keeps a streamed payload whose page says it is the same for every visitor only after its head went out", async () => {
    const next = fakeNext(() => ({ cacheControl: PER_REQUEST, sameForEveryone: true, streamed: true, tags: ["all", "list:1"] }));
    const port = await serve(next);
    const headers = { rsc: "1", "next-router-state-tree": "tree", "next-url": "/topics/travel" };
    const first = await get(port, "/lists/a", headers);
    expect(first.headers["cache-control"]).toBe(PER_REQUEST);
    const kept = await untilKept(port, "/lists/a", headers);
    expect(kept.headers["cache-control"]).toBe("public, no-cache");
    expect(kept.headers["cache-tag"]).toBe("all,list:1");
    expect(kept.body.toString()).toBe(page);
  });

  it("answers a kept copy only while what it shows is fresh, and keeps none of an answer already stale", async () => {
    let clock = 1_000_000;
    let ranking = "fresh";
    const next = fakeNext((request) =>
      request.url === "/trending" ? { cacheControl: PER_REQUEST, sameForEveryone: true, freshUntil: ranking === "fresh" ? clock + 60_000 : clock - 1 } : {},
    );
    const port = await serve(next, () => clock);
    await get(port, "/trending");
    await untilKept(port, "/trending");
    const calls = next.calls.count;
    clock += 59_000;
    expect((await get(port, "/trending")).headers.age).toBeDefined();
    expect(next.calls.count).toBe(calls);
    clock += 2_000;
    ranking = "stale";
    expect((await get(port, "/trending")).headers.age).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await get(port, "/trending")).headers.age).toBeUndefined();
    expect(next.calls.count).toBe(calls + 2);
  });

  it("drops exactly the answers showing what a write names", async () => {
    const next = fakeNext((request) => ({ tags: ["all", request.url === "/lists/a" ? "list:1" : "list:2"] }));
    const port = await serve(next);
    for (const urlPath of ["/lists/a", "/lists/b"]) {
      await get(port, urlPath);
      await untilKept(port, urlPath);
    }
    memoryStore().invalidate(["list:1"]);
    const calls = next.calls.count;
    expect((await get(port, "/lists/b")).headers.age).toBeDefined();
    expect((await get(port, "/lists/a")).headers.age).toBeUndefined();
    expect(next.calls.count).toBe(calls + 1);
  });

  it("keeps nothing private, personal, untagged, rate limited, varying on what its key lacks, or answering a server action", async () => {
    const cases: [string, NextAnswer, Record<string, string>][] = [
      ["/private", { cacheControl: PER_REQUEST }, {}],
      ["/same-but-failed", { cacheControl: PER_REQUEST, sameForEveryone: true, status: 500 }, {}],
      ["/same-but-rate-limited", { cacheControl: PER_REQUEST, sameForEveryone: true, everyRequest: true }, {}],
      ["/same-signed-in", { cacheControl: PER_REQUEST, sameForEveryone: true }, { cookie: "next-auth.session-token=abc" }],
      ["/cookie", { setCookie: "a=b" }, {}],
      ["/untagged", { tags: [] }, {}],
      ["/search", { everyRequest: true }, {}],
      ["/error", { status: 500 }, {}],
      ["/signed-in", {}, { cookie: "next-auth.session-token=abc" }],
      ["/action", {}, { rsc: "1", "next-action": "abc123" }],
      ["/varies-on-cookie", { vary: "rsc, Cookie" }, {}],
    ];
    const next = fakeNext((request) => cases.find(([urlPath]) => urlPath === request.url)?.[1] ?? {});
    const port = await serve(next);
    for (const [urlPath, , headers] of cases) {
      await get(port, urlPath, headers);
      await new Promise((resolve) => setTimeout(resolve, 30));
      const again = await get(port, urlPath, headers);
      expect(again.headers.age, urlPath).toBeUndefined();
    }
    expect(next.calls.count).toBe(cases.length * 2);
  });

  it("keeps client navigation and prefetch payloads apart for each value of the router headers they vary on", async () => {
    const next = fakeNext(() => ({}));
    const port = await serve(next);
    const prefetch = (from: string, segment = "/_tree") => ({ rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": segment, "next-url": from });
    const fromHome = await untilKept(port, "/topics/travel?_rsc=1", prefetch("/"));
    expect(fromHome.headers["x-answered-for"]).toBe("/ /_tree");
    const calls = next.calls.count;

    expect((await get(port, "/topics/travel?_rsc=1", prefetch("/"))).headers.age).toBeDefined();
    expect(next.calls.count).toBe(calls);
    // Another page it is prefetched from, another segment, the page itself: each reaches Next.js.
    const fromList = await get(port, "/topics/travel?_rsc=1", prefetch("/lists/a"));
    expect([fromList.headers.age, fromList.headers["x-answered-for"]]).toEqual([undefined, "/lists/a /_tree"]);
    const segment = await get(port, "/topics/travel?_rsc=1", prefetch("/", "/__PAGE__"));
    expect([segment.headers.age, segment.headers["x-answered-for"]]).toEqual([undefined, "/ /__PAGE__"]);
    expect((await get(port, "/topics/travel?_rsc=1")).headers.age).toBeUndefined();
    expect(next.calls.count).toBe(calls + 3);
  });

  it("drops kept prefetch payloads with the page when a write names its tags", async () => {
    const next = fakeNext((request) => ({ tags: ["all", request.url?.startsWith("/lists/a") ? "list:1" : "list:2"] }));
    const port = await serve(next);
    const prefetch = { rsc: "1", "next-router-prefetch": "1", "next-url": "/" };
    await untilKept(port, "/lists/a?_rsc=1", prefetch);
    await untilKept(port, "/lists/b?_rsc=1", prefetch);
    memoryStore().invalidate(["list:1"]);
    expect((await get(port, "/lists/a?_rsc=1", prefetch)).headers.age).toBeUndefined();
    expect((await get(port, "/lists/b?_rsc=1", prefetch)).headers.age).toBeDefined();
  });

  it("keeps prefetch payloads in memory only, leaving the disk to pages", async () => {
    const disk = openDiskStore(diskRoot, 10_000_000);
    const port = await serve(fakeNext(() => ({})));
    await untilKept(port, "/lists/a?_rsc=1", { rsc: "1", "next-router-prefetch": "1", "next-url": "/" });
    await untilKept(port, "/lists/a");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(disk.usage().files).toBe(1);
  });

  it("serves from disk what no longer fits in memory", async () => {
    openDiskStore(diskRoot, 10_000_000);
    const next = fakeNext(() => ({}));
    const port = await serve(next);
    const paths = Array.from({ length: 30 }, (_, n) => `/lists/${n}`);
    for (const urlPath of paths) {
      await get(port, urlPath);
      await untilKept(port, urlPath);
    }
    // Memory let go of all of them (as other pages push them out); the disk still has them.
    (memoryStore() as unknown as { lru: { clear(): void } }).lru.clear();
    const calls = next.calls.count;
    for (const urlPath of paths) {
      const answer = await get(port, urlPath, { "accept-encoding": "gzip" });
      expect(answer.headers.age, urlPath).toBeDefined();
      expect(gunzipSync(answer.body).toString()).toBe(page);
    }
    expect(next.calls.count).toBe(calls);
  });

  it("keeps the brotli copy on disk as well, so an answer memory let go comes back ready for brotli", async () => {
    openDiskStore(diskRoot, 10_000_000);
    const port = await serve(fakeNext(() => ({})));
    await get(port, "/lists/brotli");
    await untilKept(port, "/lists/brotli");
    await get(port, "/lists/brotli", { "accept-encoding": "br, gzip" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    (memoryStore() as unknown as { lru: { clear(): void } }).lru.clear();
    const fromDisk = await get(port, "/lists/brotli", { "accept-encoding": "br, gzip" });
    expect(fromDisk.headers.age).toBeDefined();
    expect(fromDisk.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(fromDisk.body).toString()).toBe(page);
  });
});
