// At most `limit` requests are inside Next.js at once; the rest wait their turn, first come first served.
// Each render in flight holds its page, its data and its payload in memory, and on a small machine a few
// renders at a time finish as many pages per second as many at once: the gate bounds that memory under a
// burst of connections.
// - A place is given back as soon as Next.js has produced the whole answer, not when the client has read
//   it: inside the gate, writes never make Next.js wait for a slow reader (the answer, one page at most,
//   waits in memory for the client instead), so a few slow downloads cannot hold every place.
// - The queue is bounded in length and in time: past `maxWaiting` waiting requests, or after `maxWaitMs`
//   in the queue, a request gets 503 with Retry-After at once instead of piling up.
// - Requests that render nothing or carry a body never wait: files from public/, Next.js's static files,
//   uploaded media, the health check (a load balancer must see the server answer while it is busy), and
//   requests with a body (uploads, forms: a slow upload must not hold a place).
// RENDER_CONCURRENCY sets the limit (default 8; 0 turns the gate off), RENDER_QUEUE_LIMIT the queue
// length (default 256) and RENDER_QUEUE_TIMEOUT_MS the longest wait (default 15 s).
import { AsyncResource } from "node:async_hooks";
import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Env = Record<string, string | undefined>;

const BUSY_RETRY_AFTER_SECONDS = 5;

function wholeNumber(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

export function renderConcurrency(env: Env = process.env): number {
  return wholeNumber(env.RENDER_CONCURRENCY, 8);
}

/** The first path segments that name files in public/ ("images", "favicon.ico"). */
export function publicFileRoots(directory = "public"): Set<string> {
  try {
    return new Set(readdirSync(directory));
  } catch {
    return new Set();
  }
}

/** Addresses that never render a page: they answer at once whatever the queue holds. */
const NEVER_WAITS = [/^\/_next\/static\//, /^\/uploads\//, /^\/api\/health(?:[/?]|$)/];

export interface RenderGate {
  handle: Handler;
  /** Requests inside and waiting now. */
  state(): { inside: number; waiting: number };
}

export interface RenderGateOptions {
  limit?: number;
  maxWaiting?: number;
  maxWaitMs?: number;
  publicRoots?: Set<string>;
}

export function withRenderGate(handle: Handler, options: RenderGateOptions = {}): RenderGate {
  const limit = options.limit ?? renderConcurrency();
  const maxWaiting = options.maxWaiting ?? wholeNumber(process.env.RENDER_QUEUE_LIMIT, 256);
  const maxWaitMs = options.maxWaitMs ?? wholeNumber(process.env.RENDER_QUEUE_TIMEOUT_MS, 15_000);
  const publicRoots = options.publicRoots ?? publicFileRoots();
  let inside = 0;
  const waiting = new Set<() => void>();

  const skipsQueue = (request: IncomingMessage) => {
    if (request.method !== "GET" && request.method !== "HEAD") return true;
    const url = request.url ?? "/";
    if (NEVER_WAITS.some((pattern) => pattern.test(url))) return true;
    const firstSegment = url.slice(1).split(/[/?#]/, 1)[0];
    return firstSegment !== "" && publicRoots.has(decodeURIComponentSafe(firstSegment));
  };

  const admitNext = () => {
    const [next] = waiting;
    if (!next) return;
    waiting.delete(next);
    next();
  };

  const enter = (request: IncomingMessage, response: ServerResponse) => {
    inside += 1;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      inside -= 1;
      admitNext();
    };
    answerWithoutWaitingForTheReader(response, leave);
    response.once("close", leave);
    handle(request, response);
  };

  return {
    state: () => ({ inside, waiting: waiting.size }),
    handle(request, response) {
      if (limit === 0 || skipsQueue(request)) return handle(request, response);
      if (inside < limit) return enter(request, response);
      if (waiting.size >= maxWaiting) return busy(request, response);
      // The turn comes when another request's answer ends, inside that request's call: bound to this
      // request's own async context, it does not run as part of the other one (request-tags.ts: the cache
      // tags Next.js reports while answering belong to the request being answered).
      const turn = AsyncResource.bind(() => {
        clearTimeout(timer);
        response.off("close", giveUp);
        enter(request, response);
      });
      // A client that goes away while waiting gives up its turn; one that waits too long is told to retry.
      const giveUp = () => {
        clearTimeout(timer);
        waiting.delete(turn);
      };
      const timer = setTimeout(() => {
        giveUp();
        busy(request, response);
      }, maxWaitMs);
      response.once("close", giveUp);
      waiting.add(turn);
    },
  };
}

/**
 * What Next.js writes goes out without making it wait for the client: writes report that they were
 * taken (Node keeps what the socket has not taken yet in memory), and `onAnswered` runs as soon as
 * Next.js ends the answer. Installed on the response Next.js receives, inside any compression.
 */
function answerWithoutWaitingForTheReader(response: ServerResponse, onAnswered: () => void) {
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    (write as (...args: unknown[]) => boolean).apply(this, args);
    return true;
  } as ServerResponse["write"];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const result = (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    onAnswered();
    return result;
  } as ServerResponse["end"];
}

/** The refusal of a request the queue has no room or time for: JSON for an API call, as all its errors are. */
function busy(request: IncomingMessage, response: ServerResponse) {
  if (response.headersSent || response.destroyed) return;
  const message = `The site is very busy right now. Please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`;
  const apiCall = request.url?.startsWith("/api/") ?? false;
  response.writeHead(503, {
    "Content-Type": apiCall ? "application/json" : "text/plain; charset=utf-8",
    "Retry-After": String(BUSY_RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  });
  response.end(apiCall ? JSON.stringify({ message }) : message);
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
