import { createHash } from "node:crypto";
import { cacheArea } from "@/lib/cache/cache-area";
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

// A digest names one body for ever: verdicts carry no tags and leave only when the budget needs room.
const verdicts = cacheArea<string | typeof UNCHANGED>("safe-content", {
  sizeOf: (verdict) => DIGEST_ENTRY_BYTES + (verdict === UNCHANGED ? 0 : verdict.length * 2),
});

export function sanitizeListContent(html: string): string {
  if (html.length > MAX_ENTRY_CHARS) return sanitizeRichText(html);
  const digest = createHash("sha256").update(html).digest("base64");
  const known = verdicts.get(digest);
  if (known !== undefined) return known === UNCHANGED ? html : known;
  const clean = sanitizeRichText(html);
  verdicts.set(digest, clean === html ? UNCHANGED : clean, []);
  return clean;
}

/** A public list as it may leave the server: its body through the one sanitizer. */
export function withSafeContent<T extends Pick<PublicList, "content">>(list: T): T {
  return { ...list, content: sanitizeListContent(list.content) };
}
