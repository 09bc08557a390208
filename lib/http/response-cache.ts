// Finished public pages kept in this process's memory and sent before Next.js sees the request. Next.js
// already serves these pages from its page cache without rendering, but its own work per request (routing,
// the request guard, reading the cache entry, compressing) caps a cached page at a fraction of what the
// server sends a static file at. Here a repeated request costs a map lookup and one write.
//
// What is kept: only what Next.js keeps in its page cache, as it answers it (`x-nextjs-cache: HIT`, or
// MISS: rendered just now and stored; not STALE), with status 200 or 404, no cookie set and a shared
// Cache-Control (s-maxage), for a plain GET: no React Server Components request (client navigation and
// prefetches carry `rsc` and router headers) and no session cookie (staff previews depend on it). An answer
// from here carries an Age header, as from any shared cache. Entries are stored compressed and leave:
// - on every invalidation (the one invalidation call and other instances' messages clear every process
//   cache, this one included): everything goes, and the next request for each page asks Next.js again,
//   whose own cache knows which pages the change touched;
// - after half the page's own s-maxage: Next.js does not say how old its entry already is, so a page that
//   renders on a schedule (trending, every five minutes) is at most one and a half periods old here;
// - when the process caches' shared memory budget is full, least recently used first.
// RESPONSE_CACHE=off turns it off.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { dropFirstKey, enforceMemoryBudget, joinMemoryBudget } from "@/lib/cache/memory-budget";
import { registerProcessCache } from "@/lib/cache/process-caches";
import { PRECOMPRESSED_BODY, preferredEncoding } from "./precompressed";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

// Headers that describe one transfer, not the page; they are written afresh for each answer.
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"]);
// Request headers of client navigation and prefetches: their answers are RSC payloads, not the page.
const ROUTER_REQUEST_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-url", "next-action"];

interface StoredResponse {
  status: number;
  headers: [string, string | number | string[]][];
  etag: string | undefined;
  gzip: Buffer;
  br: Buffer | undefined;
  storedAt: number;
  expiresAt: number;
}

export interface ResponseCacheOptions {
  /** The cookie that marks a signed-in visitor; their requests always go to Next.js. */
  sessionCookieName: string;
  now?: () => number;
}

export interface ResponseCache {
  /** Outermost: answers a kept page, else passes the request on and marks it for keeping. */
  answerFromMemory(handle: Handler): Handler;
  /** Innermost, around Next.js's handler: keeps the finished answer of a marked request when it qualifies. */
  keepAnswers(handle: Handler): Handler;
  size(): number;
}

export function createResponseCache({ sessionCookieName, now = Date.now }: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, StoredResponse>();
  const pending = new WeakMap<IncomingMessage, { key: string; generation: number }>();
  let bytes = 0;
  // Bumped by every invalidation: an answer that was in flight when the cache was cleared is not kept.
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  };
  registerProcessCache("responses", () => {
    entries.clear();
    bytes = 0;
    generation += 1;
  });
  joinMemoryBudget({
    name: "responses",
    bytes: () => bytes,
    evictOldest: () => dropFirstKey(entries, remove),
  });

  const keyFor = (request: IncomingMessage): string | null => {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    for (const name of ROUTER_REQUEST_HEADERS) if (request.headers[name] !== undefined) return null;
    if (hasCookie(request.headers.cookie, sessionCookieName)) return null;
    return request.url ?? null;
  };

  const store = (key: string, status: number, headers: OutgoingHttpHeaders, body: Buffer) => {
    const maxAge = sharedMaxAge(headers["cache-control"]);
    if (maxAge === null || maxAge <= 0) return;
    const kept: StoredResponse["headers"] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !TRANSFER_HEADERS.has(name)) kept.push([name, name === "x-nextjs-cache" ? "HIT" : value]);
    }
    const entry: StoredResponse = {
      status,
      headers: kept,
      etag: typeof headers.etag === "string" ? headers.etag : undefined,
      gzip: gzipSync(body, { level: 6 }),
      br: undefined,
      storedAt: now(),
      expiresAt: now() + (maxAge * 1000) / 2,
    };
    remove(key);
    entries.set(key, entry);
    bytes += sizeOf(entry);
    enforceMemoryBudget();
  };

  return {
    size: () => entries.size,

    answerFromMemory(handle) {
      if (process.env.RESPONSE_CACHE === "off") return handle;
      return (request, response) => {
        const key = keyFor(request);
        if (key === null) return handle(request, response);
        const entry = entries.get(key);
        if (entry && entry.expiresAt > now()) {
          // Most recently used goes last: eviction takes from the front.
          entries.delete(key);
          entries.set(key, entry);
          send(entry, request, response);
          return;
        }
        if (entry) remove(key);
        if (request.method === "GET") pending.set(request, { key, generation });
        handle(request, response);
      };
    },

    keepAnswers(handle) {
      return (request, response) => {
        const marked = pending.get(request);
        if (!marked) return handle(request, response);
        const chunks: Buffer[] = [];
        let qualifies = true;
        // Taken as the answer starts, before later wrappers (compression) change the headers as they send.
        let head: { status: number; headers: OutgoingHttpHeaders } | null = null;
        const takeHead = (status = response.statusCode, extra?: unknown) => {
          if (head) return;
          if (response.headersSent) qualifies = false;
          const headers = response.getHeaders();
          if (extra && typeof extra === "object" && !Array.isArray(extra)) {
            for (const [name, value] of Object.entries(extra)) headers[name.toLowerCase()] = value as OutgoingHttpHeaders[string];
          } else if (extra !== undefined) qualifies = false;
          head = { status, headers };
        };
        const { writeHead, write, end } = response;
        response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
          takeHead(status, typeof rest[0] === "string" ? rest[1] : rest[0]);
          return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
        } as ServerResponse["writeHead"];
        response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
          takeHead();
          if (qualifies) qualifies = collect(chunks, chunk, rest[0]);
          return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
        } as ServerResponse["write"];
        response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
          takeHead();
          if (qualifies && typeof chunk !== "function") qualifies = collect(chunks, chunk, rest[0]);
          const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
          if (qualifies && head && marked.generation === generation && isKeepable(head.status, head.headers)) {
            store(marked.key, head.status, head.headers, Buffer.concat(chunks));
          }
          return result;
        } as ServerResponse["end"];
        handle(request, response);
      };
    },
  };

  function send(entry: StoredResponse, request: IncomingMessage, response: ServerResponse) {
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    response.setHeader("Age", Math.floor((now() - entry.storedAt) / 1000));
    if (entry.etag && request.headers["if-none-match"] === entry.etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    let body: Buffer;
    if (encoding === "gzip") body = entry.gzip;
    else if (encoding === "br") body = entry.br ??= brotli(entry);
    else body = gunzipSync(entry.gzip);
    if (encoding) {
      response.setHeader("Content-Encoding", encoding);
      response.setHeader("Vary", withAcceptEncoding(response.getHeader("vary")));
    }
    response.setHeader("Content-Length", body.length);
    response.statusCode = entry.status;
    response.end(request.method === "HEAD" ? undefined : body);
  }

  function brotli(entry: StoredResponse): Buffer {
    const compressed = brotliCompressSync(gunzipSync(entry.gzip), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    bytes += compressed.length;
    return compressed;
  }
}

function isKeepable(status: number, headers: OutgoingHttpHeaders): boolean {
  return (
    (status === 200 || status === 404) &&
    (headers["x-nextjs-cache"] === "HIT" || headers["x-nextjs-cache"] === "MISS") &&
    headers["set-cookie"] === undefined &&
    headers["content-encoding"] === undefined &&
    headers[PRECOMPRESSED_BODY] === undefined
  );
}

/** Seconds a shared cache may keep the answer (s-maxage, else max-age), or null when it may not. */
export function sharedMaxAge(cacheControl: OutgoingHttpHeaders[string]): number | null {
  if (typeof cacheControl !== "string") return null;
  const directives = cacheControl.toLowerCase().split(",").map((part) => part.trim());
  if (directives.some((directive) => directive === "private" || directive === "no-store" || directive === "no-cache")) return null;
  const value = (name: string) => {
    const directive = directives.find((part) => part.startsWith(`${name}=`));
    const seconds = directive ? Number.parseInt(directive.slice(name.length + 1), 10) : Number.NaN;
    return Number.isFinite(seconds) ? seconds : null;
  };
  return value("s-maxage") ?? value("max-age");
}

function collect(chunks: Buffer[], chunk: unknown, encoding: unknown): boolean {
  if (chunk === undefined || chunk === null) return true;
  if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  // A copy: the writer may reuse its buffer once the write returns.
  else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  else return false;
  return true;
}

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(";").some((part) => part.trimStart().startsWith(`${name}=`));
}

function withAcceptEncoding(vary: ReturnType<ServerResponse["getHeader"]>): string {
  const value = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : "Accept-Encoding";
}

const sizeOf = (entry: StoredResponse) => entry.gzip.length + (entry.br?.length ?? 0) + 512;
