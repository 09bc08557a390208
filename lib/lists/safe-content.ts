import { enforceMemoryBudget, joinMemoryBudget } from "@/lib/cache/memory-budget";
import { registerProcessCache } from "@/lib/cache/process-caches";
import { sanitizeRichText } from "@/lib/sanitize";
import type { PublicList } from "./public-list";

// Bodies are sanitized when they are stored; every public answer runs them through the same sanitizer again,
// so no HTML that skipped it (an import, a restored backup) ever leaves the server. The sanitized copy is
// remembered by the body text itself: an edited body is a different key, never stale.
const MAX_CACHED_CHARS = 24_000_000;
const MAX_ENTRY_CHARS = 200_000;

const cache = new Map<string, string>();
let cachedChars = 0;

function forgetOldest(): boolean {
  const oldest = cache.entries().next();
  if (oldest.done) return false;
  cache.delete(oldest.value[0]);
  cachedChars -= size(oldest.value[0], oldest.value[1]);
  return true;
}

// Strings hold two bytes a character.
joinMemoryBudget({ name: "safe-content", bytes: () => cachedChars * 2, evictOldest: forgetOldest });
registerProcessCache("safe-content", () => {
  cache.clear();
  cachedChars = 0;
});

export function sanitizeListContent(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) {
    // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
    cache.delete(html);
    cache.set(html, hit);
    return hit;
  }
  const clean = sanitizeRichText(html);
  if (html.length <= MAX_ENTRY_CHARS) remember(html, clean === html ? html : clean);
  return clean;
}

function remember(html: string, clean: string) {
  cache.set(html, clean);
  cachedChars += size(html, clean);
  while (cachedChars > MAX_CACHED_CHARS && forgetOldest());
  enforceMemoryBudget();
}

const size = (key: string, value: string) => key.length + (value === key ? 0 : value.length);

/** A public list as it may leave the server: its body through the one sanitizer. */
export function withSafeContent<T extends Pick<PublicList, "content">>(list: T): T {
  return { ...list, content: sanitizeListContent(list.content) };
}
