import { createHash } from "node:crypto";
import { dropFirstKey, enforceMemoryBudget, joinMemoryBudget } from "@/lib/cache/memory-budget";
import { registerProcessCache } from "@/lib/cache/process-caches";
import { sanitizeRichText } from "@/lib/sanitize";
import type { PublicList } from "./public-list";

// Bodies are sanitized when they are stored; every public answer runs them through the same sanitizer again,
// so no HTML that skipped it (an import, a restored backup) ever leaves the server. The verdict is
// remembered under a digest of the body (SHA-256): an edited body has another digest, so a verdict is
// never stale. A body the sanitizer leaves as it is, the usual case, costs only its digest (about 100
// bytes), so every body of a large site fits; a body it changes keeps its clean copy as well.
const UNCHANGED = true;
const DIGEST_ENTRY_BYTES = 120;
const MAX_ENTRY_CHARS = 200_000;

const verdicts = new Map<string, string | typeof UNCHANGED>();
let keptBytes = 0;

const sizeOf = (verdict: string | typeof UNCHANGED) => DIGEST_ENTRY_BYTES + (verdict === UNCHANGED ? 0 : verdict.length * 2);

function forget(digest: string) {
  const verdict = verdicts.get(digest);
  if (verdict === undefined) return;
  verdicts.delete(digest);
  keptBytes -= sizeOf(verdict);
}

joinMemoryBudget({ name: "safe-content", bytes: () => keptBytes, evictOldest: () => dropFirstKey(verdicts, forget) });
registerProcessCache("safe-content", () => {
  verdicts.clear();
  keptBytes = 0;
});

export function sanitizeListContent(html: string): string {
  if (html.length > MAX_ENTRY_CHARS) return sanitizeRichText(html);
  const digest = createHash("sha256").update(html).digest("base64");
  const known = verdicts.get(digest);
  if (known !== undefined) {
    // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
    verdicts.delete(digest);
    verdicts.set(digest, known);
    return known === UNCHANGED ? html : known;
  }
  const clean = sanitizeRichText(html);
  const verdict = clean === html ? UNCHANGED : clean;
  verdicts.set(digest, verdict);
  keptBytes += sizeOf(verdict);
  enforceMemoryBudget();
  return clean;
}

/** A public list as it may leave the server: its body through the one sanitizer. */
export function withSafeContent<T extends Pick<PublicList, "content">>(list: T): T {
  return { ...list, content: sanitizeListContent(list.content) };
}
