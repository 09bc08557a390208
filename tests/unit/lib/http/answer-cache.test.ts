import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createAnswerCache } from "@/lib/http/answer-cache";
import { PRECOMPRESSED_BODY } from "@/lib/http/precompressed";
import { inRequestContext } from "@/tests/support/unit/request-context";

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const json = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, title: `List ${id}`, content: "<p>Pack light.</p>" })));

describe("createAnswerCache", () => {
  it("computes a one-off answer every time and keeps an answer only once its key comes back", async () => {
    const time = clock();
    const cache = createAnswerCache({ maxBytes: 1_000_000, ttlMs: () => 30_000, now: time.now });
    let calls = 0;
    const compute = async () => ({ json: utf8(`[${++calls}]`), total: 1 });
    expect(await (await cache.respond("a", "public", compute)).text()).toBe("[1]");
    expect(await (await cache.respond("a", "public", compute)).text()).toBe("[2]");
    expect(await (await cache.respond("a", "public", compute)).text()).toBe("[2]");
    time.advance(30_000);
    expect(await (await cache.respond("a", "public", compute)).text()).toBe("[3]");
  });

  it("answers with the JSON, its total and caching headers", async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, ttlMs: () => 30_000 });
    const response = await cache.respond("a", "public, max-age=30", async () => ({ json: utf8("[]"), total: 7 }));
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=30");
    expect(response.headers.get("X-Total-Count")).toBe("7");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
  });

  it("sends a kept answer compressed in the encoding asked for, compressing it only once", async () => {
    const cache = createAnswerCache({ maxBytes: 10_000_000, ttlMs: () => 30_000 });
    let calls = 0;
    const compute = async () => ({ json: (calls++, utf8(json)) });
    await cache.respond("k", "public", compute, "gzip"); // asked once: computed, not kept, sent plain
    const gzipped = await cache.respond("k", "public", compute, "gzip");
    expect(gzipped.headers.get(PRECOMPRESSED_BODY)).toBe("gzip");
    const gzipBody = Buffer.from(await gzipped.arrayBuffer());
    expect(gunzipSync(gzipBody).toString()).toBe(json);
    expect(gzipBody.byteLength).toBeLessThan(json.length / 4);

    const again = Buffer.from(await (await cache.respond("k", "public", compute, "gzip")).arrayBuffer());
    expect(again.equals(gzipBody)).toBe(true);
    const brotli = await cache.respond("k", "public", compute, "br");
    expect(brotli.headers.get(PRECOMPRESSED_BODY)).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(json);
    expect(calls).toBe(2);
  });

  it("sends an answer it does not keep uncompressed, whatever the encoding asked for", async () => {
    const cache = createAnswerCache({ maxBytes: 10_000_000, ttlMs: () => 0 });
    for (let i = 0; i < 2; i++) {
      const response = await cache.respond("k", "public", async () => ({ json: utf8(json) }), "br");
      expect(response.headers.get(PRECOMPRESSED_BODY)).toBeNull();
      expect(await response.text()).toBe(json);
    }
  });

  it("drops the least recently used answers past its size limit", async () => {
    const cache = createAnswerCache({ maxBytes: 25, ttlMs: () => 30_000 });
    let calls = 0;
    const answer = (key: string) => cache.respond(key, "public", async () => ({ json: utf8(`"${key}-${++calls}-padding"`) }));
    for (const key of ["a", "a", "b", "b"]) await answer(key); // both kept (about 15 bytes each): "a" goes
    expect(await (await answer("b")).text()).toBe('"b-4-padding"');
    expect(await (await answer("a")).text()).toBe('"a-5-padding"');
  });

  it("keeps an answer and its compressed copies without the requests that made them", async () => {
    const cache = createAnswerCache({ maxBytes: 10_000_000, ttlMs: () => 30_000 });
    const compute = async () => ({ json: utf8(json) });
    const requests = [
      await inRequestContext(() => cache.respond("k", "public", compute)),
      await inRequestContext(() => cache.respond("k", "public", compute)), // asked again: kept
      await inRequestContext(() => cache.respond("k", "public", compute, "gzip")), // compressed and kept
    ];
    for (const request of requests) expect(await request.isHeld()).toBe(false);
    const kept = await cache.respond("k", "public", async () => ({ json: utf8("[]") }), "gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await kept.arrayBuffer())).toString())).toHaveLength(200);
  });
});
