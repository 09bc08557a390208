import "server-only";
import { ALL } from "./tags";
import { recordTags, sameAnswerForEveryone } from "./request-tags";

// Every public page (and a public answer rendered per request) calls this once it knows what it shows (a
// list's id, its category and expert). It says two things about the answer: it is the same for every
// visitor (the page reads no cookie or header of the request), so server.ts keeps it and tells caches in
// front they may keep it (lib/http/kept-responses.ts); and these are its tags, so a write naming any of
// them drops it everywhere.
// Next.js renders public pages on every request that reaches it (`dynamic = "force-dynamic"`): the kept
// answer in front is their one cache, and a page Next.js kept as well would be written twice per first
// view, with a per-segment copy of its payload nobody reads.
export function tagThisPage(...tags: string[]): void {
  sameAnswerForEveryone();
  recordTags([ALL, ...tags]);
}
