// At most `limit` requests are inside Next.js at once; the rest wait their turn, first come first served.
// Each render in flight holds its page, its data and its payload in memory, and on a small machine a few
// renders at a time finish as many pages per second as many at once: the gate bounds that memory under a
// burst of connections. (At the benchmark's 10 connections it changes little: 800 against 820 MB peak.)
// Files from public/ and Next.js's own static files skip the queue (they render nothing), and so do
// requests with a body (uploads, forms), so a slow upload never holds a place. A place is given back when
// Next.js has written the whole answer, not when a slow client has read it. RENDER_CONCURRENCY sets the
// limit (default 8); 0 turns the gate off.
import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const DEFAULT_LIMIT = 8;

export function renderConcurrency(env: Record<string, string | undefined> = process.env): number {
  const value = Number.parseInt(env.RENDER_CONCURRENCY ?? "", 10);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_LIMIT;
}

/** The first path segments that name files in public/ ("images", "favicon.ico"). */
export function publicFileRoots(directory = "public"): Set<string> {
  try {
    return new Set(readdirSync(directory));
  } catch {
    return new Set();
  }
}

export interface RenderGate {
  handle: Handler;
  /** Requests inside and waiting now. */
  state(): { inside: number; waiting: number };
}

export function withRenderGate(handle: Handler, { limit = renderConcurrency(), publicRoots = publicFileRoots() } = {}): RenderGate {
  let inside = 0;
  const waiting: (() => void)[] = [];

  const skipsQueue = (request: IncomingMessage) => {
    if (request.method !== "GET" && request.method !== "HEAD") return true;
    const url = request.url ?? "/";
    if (url.startsWith("/_next/static/")) return true;
    const firstSegment = url.slice(1).split(/[/?#]/, 1)[0];
    return firstSegment !== "" && publicRoots.has(decodeURIComponentSafe(firstSegment));
  };

  const enter = (request: IncomingMessage, response: ServerResponse) => {
    inside += 1;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      inside -= 1;
      const next = waiting.shift();
      if (next) next();
    };
    const end = response.end;
    response.end = function (this: ServerResponse, ...args: unknown[]) {
      const result = (end as (...args: unknown[]) => ServerResponse).apply(this, args);
      leave();
      return result;
    } as ServerResponse["end"];
    response.once("close", leave);
    handle(request, response);
  };

  return {
    state: () => ({ inside, waiting: waiting.length }),
    handle(request, response) {
      if (limit === 0 || skipsQueue(request)) return handle(request, response);
      if (inside < limit) return enter(request, response);
      let cancelled = false;
      // A client that goes away while waiting gives up its turn.
      response.once("close", () => (cancelled = true));
      waiting.push(() => {
        if (cancelled) {
          const next = waiting.shift();
          if (next) next();
          return;
        }
        enter(request, response);
      });
    },
  };
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
