// Next.js's cacheHandler (see next.config.ts): Next.js imports this file itself, as plain JavaScript, and
// creates one handler per request. Each call goes to the PageCache that server.ts installs at start
// (lib/cache/page-cache.ts), which holds the pages and data reads with their tags. Where none is
// installed (next build prerendering its few static pages), nothing is kept: every page renders when
// first asked for at run time.
const PAGE_CACHE = Symbol.for("the-lists.page-cache");
const installed = () => globalThis[PAGE_CACHE];

export default class CacheHandler {
  async get(key) {
    return (await installed()?.get(key)) ?? null;
  }

  async set(key, data, context) {
    await installed()?.set(key, data, context);
  }

  async revalidateTag(tags) {
    installed()?.revalidateTag(tags);
  }

  resetRequestCache() {}
}
