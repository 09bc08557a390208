// First-load JavaScript of a page as a browser gets it: every script the page's HTML loads, fetched and
// gzipped (level 6, as a CDN would), counted once per page.
import { gzipSync } from "node:zlib";

export async function firstLoadJs(baseUrl: string, path: string, cache = new Map<string, number>()): Promise<{ kb: number; files: number }> {
  const html = await (await fetch(baseUrl + path)).text();
  // A nomodule script (Next's polyfills for browsers without modules) is never fetched by a browser that
  // runs the rest, so it is not part of any real page load.
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]).filter((attributes) => !/\snomodule/i.test(attributes));
  const sources = [...new Set(tags.flatMap((attributes) => attributes.match(/\ssrc="([^"]+)"/)?.[1].replace(/&amp;/g, "&") ?? []))];
  let bytes = 0;
  for (const source of sources) {
    if (!cache.has(source)) {
      const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
      cache.set(source, gzipSync(body, { level: 6 }).length);
    }
    bytes += cache.get(source)!;
  }
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: sources.length };
}
