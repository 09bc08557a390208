// Finished answers of a public read call, kept for as long as its Cache-Control lets any shared cache keep
// them. A search answer is about 270 KB of JSON (100 lists with their bodies); reading, checking and
// serializing it costs far more than finding it, so a repeated search is answered from here. Only for
// answers that are the same for every visitor. A kept answer is also compressed once per encoding
// (precompressed.ts), off the main thread, instead of on every request. Entries keep finished bodies,
// never the promises of them: a promise made while serving a request keeps that request's async context
// (and with it the whole request) alive for as long as it is referenced.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { dropFirstKey, enforceMemoryBudget, joinMemoryBudget } from "@/lib/cache/memory-budget";
import { registerProcessCache } from "@/lib/cache/process-caches";
import { PRECOMPRESSED_BODY, type BodyEncoding } from "./precompressed";

const compressors: Record<BodyEncoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

export interface AnswerCache {
  /**
   * The answer for `key`, computed by `compute` (UTF-8 JSON and total) when not kept; a kept answer comes
   * compressed in `encoding` when one is given.
   */
  respond(
    key: string,
    cacheControl: string,
    compute: () => Promise<ComputedAnswer>,
    encoding?: BodyEncoding | null,
  ): Promise<Response>;
  clear(): void;
}

export interface ComputedAnswer {
  json: Uint8Array;
  total?: number;
}

interface Answer {
  body: Uint8Array<ArrayBuffer>;
  total?: number;
  compressed: Partial<Record<BodyEncoding, Uint8Array<ArrayBuffer>>>;
  /** Compressions under way, shared by the requests that wait for them. */
  compressing: Partial<Record<BodyEncoding, Promise<Uint8Array<ArrayBuffer>>>>;
}

interface Entry {
  expires: number;
  /** The computation while it runs; dropped once it settles. */
  pending?: Promise<Answer>;
  answer?: Answer;
  bytes: number;
}

/** With a `name`, the cache counts against the one memory budget and every invalidation empties it. */
export function createAnswerCache(options: { maxBytes: number; ttlMs: () => number; now?: () => number; name?: string }): AnswerCache {
  const entries = new Map<string, Entry>();
  // Keys asked for once within a lifetime: an answer is kept only when its key comes back, so one-off
  // searches never push out the popular ones.
  const askedOnce = new Map<string, number>();
  let bytes = 0;
  const now = options.now ?? Date.now;

  const forget = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  const account = (key: string, entry: Entry, added: number) => {
    if (entries.get(key) !== entry) return;
    entry.bytes += added;
    bytes += added;
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes || oldest === key) break;
      forget(oldest);
    }
    if (options.name) enforceMemoryBudget();
  };

  /** The body of a kept answer in `encoding`, compressed the first time it is asked for. */
  function compressedBody(key: string, entry: Entry, answer: Answer, encoding: BodyEncoding): Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer>> {
    const done = answer.compressed[encoding];
    if (done) return done;
    let running = answer.compressing[encoding];
    if (!running) {
      running = compressors[encoding](answer.body).then((buffer) => new Uint8Array(buffer));
      answer.compressing[encoding] = running;
      running.then(
        (compressed) => {
          answer.compressed[encoding] = compressed;
          delete answer.compressing[encoding];
          account(key, entry, compressed.byteLength);
        },
        () => delete answer.compressing[encoding],
      );
    }
    return running;
  }

  function answerFor(key: string, compute: () => Promise<ComputedAnswer>): { answer: Answer | Promise<Answer>; entry?: Entry } {
    const build = async (): Promise<Answer> => {
      const { json, total } = await compute();
      return { body: json as Uint8Array<ArrayBuffer>, total, compressed: {}, compressing: {} };
    };
    const ttl = options.ttlMs();
    if (ttl <= 0) return { answer: build() };
    const time = now();
    const kept = entries.get(key);
    if (kept && kept.expires > time) {
      entries.delete(key); // most recently used last
      entries.set(key, kept);
      return { answer: kept.pending ?? kept.answer!, entry: kept };
    }
    if (kept) forget(key);
    if ((askedOnce.get(key) ?? 0) <= time) {
      askedOnce.delete(key);
      askedOnce.set(key, time + ttl);
      while (askedOnce.size > 20_000) askedOnce.delete(askedOnce.keys().next().value as string);
      return { answer: build() };
    }
    askedOnce.delete(key);
    const pending = build();
    const entry: Entry = { expires: time + ttl, pending, bytes: 0 };
    entries.set(key, entry);
    pending.then(
      (answer) => {
        entry.answer = answer;
        entry.pending = undefined;
        account(key, entry, answer.body.byteLength);
      },
      () => {
        if (entries.get(key) === entry) forget(key);
      },
    );
    return { answer: pending, entry };
  }

  const clear = () => {
    entries.clear();
    askedOnce.clear();
    bytes = 0;
  };
  if (options.name) {
    joinMemoryBudget({
      name: options.name,
      bytes: () => bytes,
      evictOldest: () => dropFirstKey(entries, forget),
    });
    registerProcessCache(options.name, clear);
  }

  return {
    async respond(key, cacheControl, compute, encoding) {
      const { answer, entry } = answerFor(key, compute);
      const built = await answer;
      const { body, total } = built;
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "Cache-Control": cacheControl,
        Vary: "Accept-Encoding",
      };
      if (total !== undefined) headers["X-Total-Count"] = String(total);
      if (entry && encoding) {
        headers[PRECOMPRESSED_BODY] = encoding;
        return new Response(await compressedBody(key, entry, built, encoding), { headers });
      }
      return new Response(body, { headers });
    },
    clear,
  };
}
