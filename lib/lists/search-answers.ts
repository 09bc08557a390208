import "server-only";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { cacheArea } from "@/lib/cache/cache-area";
import { answerOnEveryRequest } from "@/lib/cache/request-tags";
import { cacheTags } from "@/lib/cache/tags";
import { PRECOMPRESSED_BODY, type BodyEncoding } from "@/lib/http/precompressed";
import { REVALIDATE_EVERY_TIME } from "@/lib/http/shared-caching";

// Finished answers of GET /api/public/search, in the memory store: reading, checking and serializing a
// page of lists costs far more than finding it, so a repeated search is answered from here. Searches are
// rate limited, so every request still reaches the route (the answer is never kept in front of it), and
// only its work is saved. A search is kept once it is asked for a second time within its lifetime, so
// one-off searches never push out popular ones; its compressed copies are made once, off the main thread.

interface SearchAnswer {
  body: Uint8Array;
  total: number;
  compressed: Partial<Record<BodyEncoding, Uint8Array>>;
}

/**
 * How long a search may be answered from memory: SEARCH_CACHE_SECONDS, default 30 (0 turns it off). A
 * write that changes lists or categories removes the answers at once.
 */
export function searchCacheTtlMs(): number {
  const seconds = Number.parseFloat(process.env.SEARCH_CACHE_SECONDS ?? "");
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 30) * 1000;
}

const SEARCH_TAGS = [cacheTags.lists, cacheTags.categories];
const sizeOfAnswer = (answer: SearchAnswer) => answer.body.byteLength + (answer.compressed.br?.byteLength ?? 0) + (answer.compressed.gzip?.byteLength ?? 0);
const answers = cacheArea<SearchAnswer>("search-answers", { sizeOf: sizeOfAnswer, ttlMs: searchCacheTtlMs });
const askedOnce = cacheArea<true>("search-asked", { sizeOf: () => 16, ttlMs: searchCacheTtlMs });

const compressors: Record<BodyEncoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** The answer for `key`: kept, or computed by `compute` (UTF-8 JSON and total); compressed in `encoding` once it is kept. */
export async function searchAnswer(key: string, compute: () => Promise<{ json: Uint8Array; total: number }>, encoding: BodyEncoding | null): Promise<Response> {
  answerOnEveryRequest();
  let answer = answers.get(key);
  let kept = answer !== undefined;
  if (!answer) {
    const { json, total } = await compute();
    answer = { body: json, total, compressed: {} };
    if (askedOnce.get(key)) {
      answers.set(key, answer, SEARCH_TAGS);
      kept = true;
    } else askedOnce.set(key, true, SEARCH_TAGS);
  }
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Cache-Control": REVALIDATE_EVERY_TIME,
    Vary: "Accept-Encoding",
    "X-Total-Count": String(answer.total),
  };
  if (!kept || !encoding) return new Response(answer.body as Uint8Array<ArrayBuffer>, { headers });
  let body = answer.compressed[encoding];
  if (!body) {
    body = await compressors[encoding](answer.body);
    answer.compressed[encoding] = body;
    if (answers.get(key) === answer) answers.set(key, answer, SEARCH_TAGS); // counts the copy against the budget
  }
  return new Response(body as Uint8Array<ArrayBuffer>, { headers: { ...headers, [PRECOMPRESSED_BODY]: encoding } });
}
