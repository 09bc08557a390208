// Finished answers of a public read call, kept for as long as its Cache-Control lets any shared cache keep
// them. A search answer is about 270 KB of JSON (100 lists with their bodies); reading, checking and
// serializing it costs far more than finding it, so a repeated search is answered from here. Only for
// answers that are the same for every visitor. (Compression stays with the server: Next.js drops a
// route's own Content-Encoding.)

const encoder = new TextEncoder();

export interface AnswerCache {
  /** The answer for `key`, computed by `compute` (JSON text and total) when not kept. */
  respond(key: string, cacheControl: string, compute: () => Promise<{ json: string; total?: number }>): Promise<Response>;
  clear(): void;
}

interface Answer {
  body: Uint8Array<ArrayBuffer>;
  total?: number;
}

export function createAnswerCache(options: { maxBytes: number; ttlMs: () => number; now?: () => number }): AnswerCache {
  const entries = new Map<string, { expires: number; answer: Promise<Answer>; bytes: number }>();
  // Keys asked for once within a lifetime: an answer is kept only when its key comes back, so one-off
  // searches never push out the popular ones.
  const askedOnce = new Map<string, number>();
  let bytes = 0;
  const now = options.now ?? Date.now;

  const forget = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };

  function answerFor(key: string, compute: () => Promise<{ json: string; total?: number }>): Promise<Answer> {
    const build = async () => {
      const { json, total } = await compute();
      return { body: encoder.encode(json), total };
    };
    const ttl = options.ttlMs();
    if (ttl <= 0) return build();
    const time = now();
    const kept = entries.get(key);
    if (kept && kept.expires > time) {
      entries.delete(key); // most recently used last
      entries.set(key, kept);
      return kept.answer;
    }
    if (kept) forget(key);
    if ((askedOnce.get(key) ?? 0) <= time) {
      askedOnce.delete(key);
      askedOnce.set(key, time + ttl);
      while (askedOnce.size > 20_000) askedOnce.delete(askedOnce.keys().next().value as string);
      return build();
    }
    askedOnce.delete(key);
    const entry = { expires: time + ttl, answer: build(), bytes: 0 };
    entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        if (entries.get(key) !== entry) return;
        entry.bytes = answer.body.byteLength;
        bytes += entry.bytes;
        for (const oldest of entries.keys()) {
          if (bytes <= options.maxBytes || oldest === key) break;
          forget(oldest);
        }
      },
      () => {
        if (entries.get(key) === entry) forget(key);
      },
    );
    return entry.answer;
  }

  return {
    async respond(key, cacheControl, compute) {
      const { body, total } = await answerFor(key, compute);
      const headers: Record<string, string> = { "Content-Type": "application/json", "Cache-Control": cacheControl };
      if (total !== undefined) headers["X-Total-Count"] = String(total);
      return new Response(body, { headers });
    },
    clear() {
      entries.clear();
      askedOnce.clear();
      bytes = 0;
    },
  };
}
