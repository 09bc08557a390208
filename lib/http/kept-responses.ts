// Finished public pages and answers, kept compressed and sent before Next.js sees the request: a repeat
// costs a lookup and one write, where Next.js's own work per request (routing, the request guard, reading
// its cache entry, compressing) caps a cached page at a fraction of a static file's speed. The hottest are
// in the memory store, the rest on disk (store.ts, disk-store.ts), both bounded and least recently used
// first. Each answer is kept under the cache tags of what it shows (request-tags.ts), so a write drops
// exactly the answers that showed what it changed, on every instance.
//
// What is kept: a GET that is the same for every visitor (no session cookie, on which staff previews
// depend, and no server action), answered 200 or 404 with a Cache-Control that lets shared caches keep it,
// no cookie set, a Vary naming only headers the key holds, and tags reported by the page and data cache.
// Public pages are rendered by Next.js on every request that reaches it, and Next.js marks those answers
// private; a page that says it is the same for every visitor (lib/cache/page-tags.ts) is told apart by its
// request's tag scope and answered as shareable. A route that must run every time (a rate-limited search)
// says so and is not kept. An answer showing something that changes without a write (trending's ranking,
// recomputed on a timer) is kept only until that goes stale (request-tags.ts, keepAnswerUntil).
//
// Client navigation and prefetches ask for React Server Components payloads of the same addresses: each
// view of a page in a browser prefetches the links in sight that are not left to intent
// (IntentPrefetchLink), and Next.js answers each from its cache at about the cost of a page render's
// routing and cache read. They are kept too, in memory only, under the address plus the router headers
// Next.js varies them on (RSC_VARY_HEADERS), so a popular page's prefetches cost a lookup.
//
// What caches in front of the site are told: every answer that may be shared says `public, no-cache`
// (keep it, but ask again before using it) with an ETag, and a conditional request for an unchanged answer
// gets 304 from here; Cache-Tag and Surrogate-Key name the answer's tags, for CDNs that purge by tag.
// So an edit is live on the next request through any cache that follows these headers.
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { deserialize, serialize } from "node:v8";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import { cacheArea } from "@/lib/cache/cache-area";
import { diskStore } from "@/lib/cache/disk-store";
import { currentTagScope, runInTagScope, type TagScope } from "@/lib/cache/request-tags";
import { memoryStore } from "@/lib/cache/store";
import { isPathTag } from "@/lib/cache/tags";
import { PRECOMPRESSED_ACCEPTED, PRECOMPRESSED_BODY, preferredEncoding } from "./precompressed";
import { hasCookie } from "./request-cookies";
import { REVALIDATE_EVERY_TIME } from "./shared-caching";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;


// Headers that describe one transfer, not the answer; they are written afresh for each one.
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time"]);
// The request headers Next.js varies a React Server Components payload on (its answers' Vary): a kept
// payload's key holds their values. Any other router header (a server action) is never kept.
const RSC_VARY_HEADERS = ["rsc", "next-router-prefetch", "next-router-segment-prefetch", "next-router-state-tree", "next-url"];
const ROUTER_REQUEST_HEADERS = [...RSC_VARY_HEADERS, "next-action"];
const RSC_KEY_MARK = "\u0000rsc\u0000";
// What a kept answer may vary on: what its key holds, and the encoding, which is chosen when it is sent.
const KEYED_HEADERS = new Set([...RSC_VARY_HEADERS, "accept-encoding"]);
const MAX_TAG_HEADER_CHARS = 8000;

interface KeptAnswer {
  status: number;
  headers: [string, string | number | string[]][];
  etag: string;
  tags: string[];
  gzip: Buffer;
  /** Made the first time a client that takes brotli asks again: most pages of a large site are viewed once. */
  br?: Buffer;
  storedAt: number;
  /** When it goes stale without a write (it shows a ranking computed on a timer); none: until a write. */
  freshUntil?: number;
}

const answers = cacheArea<KeptAnswer>("responses", { sizeOf: (answer) => answer.gzip.length + (answer.br?.length ?? 0) + 1024 });
const DISK_PREFIX = "response\u0000";

// A public page's first view is compressed once, at this level, for its visitor and for keeping: on a
// 63 KB list page level 4 takes 1.0 ms for 14.4 KB, level 6 1.4 ms for 13.9 KB, level 1 0.6 ms for 15.9 KB.
const KEPT_GZIP_LEVEL = 4;

const compress = {
  gzip: (body: Buffer) => promisify(gzip)(body, { level: KEPT_GZIP_LEVEL }),
  br: (body: Buffer) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
};

export interface KeptResponses {
  /** Outermost: answers a kept copy, else runs the request in a tag scope and marks it for keeping. */
  answerFromKept(next: Handler): Handler;
  /** Innermost, around Next.js: rewrites what shared caches are told, and keeps a marked answer that qualifies. */
  keepAnswers(next: Handler): Handler;
}

export function createKeptResponses({ sessionCookieName, now = Date.now }: { sessionCookieName: string; now?: () => number }): KeptResponses {
  const marked = new WeakMap<IncomingMessage, string>();

  const keyFor = (request: IncomingMessage): string | null => {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    if (hasCookie(request.headers.cookie, sessionCookieName) || request.url === undefined) return null;
    return routerRequestKey(request, request.url);
  };

  const keep = async (key: string, head: { status: number; headers: OutgoingHttpHeaders }, body: Buffer, tags: string[], scope: TagScope, gzipped?: Buffer) => {
    const { since, freshUntil } = scope;
    if (freshUntil <= now()) return;
    const answer: KeptAnswer = {
      status: head.status,
      headers: Object.entries(head.headers).filter(([name, value]) => value !== undefined && !TRANSFER_HEADERS.has(name)) as KeptAnswer["headers"],
      etag: etagOf(head.headers, body),
      tags,
      gzip: gzipped ?? (await compress.gzip(body)),
      storedAt: now(),
      ...(Number.isFinite(freshUntil) ? { freshUntil } : {}),
    };
    const store = memoryStore();
    if (store.invalidatedSince(tags, since)) return;
    answers.set(key, answer, tags);
    await diskFor(key)?.write(DISK_PREFIX + key, serialize(answer), tags, () => !store.invalidatedSince(tags, since));
  };

  return {
    answerFromKept(next) {
      if (process.env.RESPONSE_CACHE === "off") return (request, response) => runInTagScope(memoryStore().invalidationMark(), () => next(request, response));
      return (request, response) => {
        const key = keyFor(request);
        const since = memoryStore().invalidationMark();
        const pass = () => {
          if (key !== null && request.method === "GET") marked.set(request, key);
          runInTagScope(since, () => next(request, response));
        };
        if (key === null) return pass();
        const inMemory = answers.get(key);
        if (inMemory) return isFresh(inMemory, now) ? send(withBrotliLater(key, inMemory, request), request, response, now) : pass();
        const disk = diskFor(key);
        if (!disk) return pass();
        disk.read(DISK_PREFIX + key).then(
          (bytes) => {
            const answer = bytes && readAnswer(bytes);
            if (!answer || !isFresh(answer, now) || memoryStore().invalidatedSince(answer.tags, since)) return pass();
            answers.set(key, answer, answer.tags);
            send(withBrotliLater(key, answer, request), request, response, now);
          },
          () => pass(),
        );
      };
    },

    keepAnswers(next) {
      return (request, response) => {
        const scope = currentTagScope();
        const key = marked.get(request);
        // With compression on (server.ts tells which encoding the client takes), a page that will be kept
        // is compressed once, and that copy is both sent and kept.
        const answer = watchAnswer(response, scope, request.headers[PRECOMPRESSED_ACCEPTED] !== undefined);
        if (key !== undefined && scope) {
          answer.onEnd = (head, body, gzipped) => {
            const tags = [...scope.tags];
            if (!scope.keep || tags.length === 0) return;
            // A streamed answer (a React Server Components payload) starts before the page has said it is the
            // same for every visitor: that answer goes out private, its kept copy says what it is.
            const kept = isSameForEveryone(scope, head.status) ? { ...head, headers: { ...head.headers, ...sharedAnswerHeaders(scope.tags) } } : head;
            if (!isKeepable(kept.status, kept.headers)) return;
            keep(key, kept, body, tags, scope, gzipped).catch(() => undefined);
          };
        }
        next(request, response);
      };
    },
  };
}

/**
 * An answer as kept; if it has no brotli copy yet, one is made in the background and kept with it (this
 * request is sent gzip), so only pages asked for again pay for brotli.
 */
function withBrotliLater(key: string, answer: KeptAnswer, request: IncomingMessage): KeptAnswer {
  if (answer.br || brotliPending.has(key) || preferredEncoding(request.headers["accept-encoding"]) !== "br") return answer;
  brotliPending.add(key);
  const since = memoryStore().invalidationMark();
  compress
    .br(gunzipSync(answer.gzip))
    .then(async (br) => {
      if (answers.get(key) !== answer) return;
      const withBrotli = { ...answer, br };
      answers.set(key, withBrotli, answer.tags);
      // The disk copy gets it too: an answer that memory lets go comes back from disk ready for brotli.
      await diskFor(key)?.write(DISK_PREFIX + key, serialize(withBrotli), answer.tags, () => !memoryStore().invalidatedSince(answer.tags, since));
    })
    .catch(() => undefined)
    .finally(() => brotliPending.delete(key));
  return answer;
}

const brotliPending = new Set<string>();

const isFresh = (answer: KeptAnswer, now: () => number) => answer.freshUntil === undefined || answer.freshUntil > now();

/** Whether a Cache-Control lets a shared cache keep the answer (Next.js's s-maxage on cached pages, or public). */
export function isShareable(cacheControl: OutgoingHttpHeaders[string]): boolean {
  if (typeof cacheControl !== "string") return false;
  const directives = cacheControl.toLowerCase().split(",").map((part) => part.trim());
  if (directives.some((directive) => directive === "private" || directive === "no-store")) return false;
  return directives.some((directive) => directive === "public" || directive.startsWith("s-maxage="));
}

/**
 * The key of a request's answer: its address, and for a React Server Components request (client
 * navigation, prefetch) a digest of the router headers its payload varies on. Null for other router
 * requests (server actions).
 */
function routerRequestKey(request: IncomingMessage, url: string): string | null {
  if (!ROUTER_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return url;
  if (request.headers["next-action"] !== undefined || request.headers.rsc !== "1") return null;
  const digest = createHash("sha1");
  for (const name of RSC_VARY_HEADERS) {
    const value = request.headers[name];
    digest.update(value === undefined ? `${name}\u0001` : `${name}\u0000${String(value)}\u0000`);
  }
  return `${url}${RSC_KEY_MARK}${digest.digest("base64url")}`;
}

/**
 * Where an answer may be kept beyond memory: pages on disk; React Server Components payloads in memory
 * only, as they vary on the page they come from, so most are asked for once, and on disk they would take
 * the place of pages.
 */
function diskFor(key: string) {
  return key.includes(RSC_KEY_MARK) ? null : diskStore();
}

/** The header names a Vary value lists, in lower case. */
function varyNames(vary: OutgoingHttpHeaders[string]): string[] {
  const value = Array.isArray(vary) ? vary.join(",") : vary === undefined ? "" : String(vary);
  return value.split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);
}

const isImmutable = (cacheControl: OutgoingHttpHeaders[string]) => typeof cacheControl === "string" && /\bimmutable\b/i.test(cacheControl);

function isKeepable(status: number, headers: OutgoingHttpHeaders): boolean {
  return (
    (status === 200 || status === 404) &&
    isShareable(headers["cache-control"]) &&
    headers["set-cookie"] === undefined &&
    // Varying on nothing the key lacks: else two requests with one key could need different answers.
    varyNames(headers.vary).every((name) => KEYED_HEADERS.has(name)) &&
    headers["content-encoding"] === undefined &&
    headers[PRECOMPRESSED_BODY] === undefined
  );
}

/** Whether the answer's page said it is the same for every visitor, and the answer is one to keep. */
function isSameForEveryone(scope: TagScope, status: number): boolean {
  return scope.sameForEveryone && scope.keep && (status === 200 || status === 404);
}

/** What an answer that may be shared tells caches in front: revalidate every time, and its tags. */
function sharedAnswerHeaders(tags: Iterable<string>): Record<string, string> {
  const headers: Record<string, string> = { "cache-control": REVALIDATE_EVERY_TIME };
  const named = [...tags].filter((tag) => !isPathTag(tag));
  if (named.length) {
    headers["cache-tag"] = named.join(",").slice(0, MAX_TAG_HEADER_CHARS);
    headers["surrogate-key"] = named.join(" ").slice(0, MAX_TAG_HEADER_CHARS);
  }
  return headers;
}

interface WatchedAnswer {
  /**
   * Set to receive the head (as Next.js wrote it, before compression), the whole uncompressed body and,
   * when the answer went out compressed once here, its gzip copy.
   */
  onEnd?: (head: { status: number; headers: OutgoingHttpHeaders }, body: Buffer, gzipped?: Buffer) => void;
}

type Head = { status: number; headers: OutgoingHttpHeaders };

/**
 * Installed on the response Next.js writes to, inside compression: a shareable answer's Cache-Control is
 * replaced by REVALIDATE_EVERY_TIME and its tags are named as it starts; what Next.js writes is collected
 * for `onEnd` when it wants it. With `compressOnce`, an HTML answer that will be kept is held until it is
 * complete, compressed once with gzip and sent with its ETag; the same copy is kept. Compressing it as it
 * streams and again for keeping cost twice the CPU, and a first view has no reader waiting for its first
 * bytes: Next.js sends a page without suspense boundaries in one go anyway.
 */
function watchAnswer(response: ServerResponse, scope: TagScope | undefined, compressOnce: boolean): WatchedAnswer {
  const watched: WatchedAnswer = {};
  const chunks: Buffer[] = [];
  let complete = true;
  let head: Head | null = null;
  let held: { status: number; message?: string } | null = null;
  const { writeHead, write, end } = response;
  const sendHead = (status: number, message?: string) => (writeHead as (...args: unknown[]) => ServerResponse).call(response, status, ...(message ? [message] : []));
  // A chunk that cannot be collected after all: what was held goes out as it came, and the rest streams.
  const release = () => {
    if (!held) return;
    sendHead(held.status, held.message);
    held = null;
    for (const chunk of chunks) (write as (chunk: Buffer) => boolean).call(response, chunk);
  };
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (scope?.status && status === 200) {
      for (const [name, value] of Object.entries(scope.status.headers)) this.setHeader(name, value);
      status = scope.status.code;
    }
    const extra = rest.find((item): item is OutgoingHttpHeaders => typeof item === "object" && item !== null && !Array.isArray(item));
    if (rest.some((item) => Array.isArray(item))) complete = false; // raw header arrays: not worth keeping
    if (extra) for (const [name, value] of Object.entries(extra)) if (value !== undefined) this.setHeader(name, value);
    const cacheControl = this.getHeader("cache-control") as OutgoingHttpHeaders[string];
    // Next.js tells shared caches to keep a cached page for its revalidation time and long after: an edit
    // would not be live through them. Files whose names change with their content stay as they are.
    if ((scope && isSameForEveryone(scope, status)) || (isShareable(cacheControl) && !isImmutable(cacheControl))) {
      for (const [name, value] of Object.entries(sharedAnswerHeaders(scope?.tags ?? []))) this.setHeader(name, value);
    }
    head = { status, headers: { ...this.getHeaders() } };
    const message = typeof rest[0] === "string" ? rest[0] : undefined;
    if (compressOnce && watched.onEnd && complete && isHtml(head.headers) && isKeepable(status, head.headers)) {
      held = { status, message };
      return this;
    }
    return sendHead(status, message);
  } as ServerResponse["writeHead"];
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (watched.onEnd && complete) complete = collect(chunks, chunk, rest[0]);
    if (held && complete) {
      const callback = rest.find((item) => typeof item === "function") as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    }
    // collect() took nothing it could not keep: what it holds goes out first, then this chunk.
    if (held) release();
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse["write"];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (watched.onEnd && complete && typeof chunk !== "function") complete = collect(chunks, chunk, rest[0]);
    if (held && complete && head) {
      const callback = [chunk, ...rest].find((item) => typeof item === "function") as (() => void) | undefined;
      finishCompressed(this, held, head, Buffer.concat(chunks), callback);
      return this;
    }
    release();
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    if (watched.onEnd && complete && head) watched.onEnd(head, Buffer.concat(chunks));
    return result;
  } as ServerResponse["end"];

  const finishCompressed = (response: ServerResponse, status: { status: number; message?: string }, finalHead: Head, body: Buffer, callback?: () => void) => {
    const sendAs = (encoded: Buffer | null) => {
      response.setHeader("ETag", etagOf(finalHead.headers, body));
      response.setHeader("Vary", withAcceptEncoding(response.getHeader("vary")));
      if (encoded) response.setHeader(PRECOMPRESSED_BODY, "gzip");
      response.setHeader("Content-Length", (encoded ?? body).length);
      sendHead(status.status, status.message);
      (end as (...args: unknown[]) => ServerResponse).call(response, encoded ?? body, ...(callback ? [callback] : []));
    };
    compress.gzip(body).then(
      (gzipped) => {
        sendAs(gzipped);
        watched.onEnd?.(finalHead, body, gzipped);
      },
      () => {
        sendAs(null);
        watched.onEnd?.(finalHead, body);
      },
    );
  };
  return watched;
}

const isHtml = (headers: OutgoingHttpHeaders) => String(headers["content-type"] ?? "").startsWith("text/html");

/** A kept answer's ETag: Next.js's when it gave one, else a digest of the body. */
function etagOf(headers: OutgoingHttpHeaders, body: Buffer): string {
  return typeof headers.etag === "string" ? headers.etag : `"${createHash("sha1").update(body).digest("base64url")}"`;
}

function send(answer: KeptAnswer, request: IncomingMessage, response: ServerResponse, now: () => number) {
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  response.setHeader("ETag", answer.etag);
  response.setHeader("Age", Math.max(0, Math.floor((now() - answer.storedAt) / 1000)));
  response.setHeader("Vary", withAcceptEncoding(response.getHeader("vary")));
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const preferred = preferredEncoding(request.headers["accept-encoding"]);
  const encoding = preferred === "br" && !answer.br ? "gzip" : preferred;
  const body = encoding === "br" ? answer.br! : encoding === "gzip" ? answer.gzip : gunzipSync(answer.gzip);
  if (encoding) response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", body.length);
  response.statusCode = answer.status;
  response.end(request.method === "HEAD" ? undefined : body);
}

function readAnswer(bytes: Buffer): KeptAnswer | null {
  try {
    const answer = deserialize(bytes) as KeptAnswer;
    return { ...answer, gzip: asBuffer(answer.gzip), br: answer.br && asBuffer(answer.br) };
  } catch {
    return null;
  }
}

/** A deserialized byte array as a Buffer over the same memory (no copy). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weakless = (value: string) => value.trim().replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim() === "*" || weakless(candidate) === weakless(etag));
}

function collect(chunks: Buffer[], chunk: unknown, encoding: unknown): boolean {
  if (chunk === undefined || chunk === null) return true;
  if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  // A copy: the writer may reuse its buffer once the write returns.
  else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  else return false;
  return true;
}

function withAcceptEncoding(vary: ReturnType<ServerResponse["getHeader"]>): string {
  const names = varyNames(vary);
  const value = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (names.includes("accept-encoding")) return value;
  return value ? `${value}, Accept-Encoding` : "Accept-Encoding";
}
