import "server-only";
import { unstable_cache } from "next/cache";
import { ALL } from "./tags";

// Next.js copies the tags of every cached read a page makes onto the page's own cache entry; this read
// returns nothing and exists for its tags. A page calls it once it knows what it shows (a list's id, its
// category and expert), so a write naming any of them makes the next request render the page afresh.
// Its own reads stay uncached: they run only when the page renders, so they are never older than the page.
export async function tagThisPage(...tags: string[]): Promise<void> {
  const all = [...new Set([ALL, ...tags])].slice(0, MAX_TAGS_PER_ENTRY);
  await unstable_cache(async () => true, ["page-tags", ...all], { tags: all })();
}

// Next.js refuses more tags on one cache entry.
const MAX_TAGS_PER_ENTRY = 128;
