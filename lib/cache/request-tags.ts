import { AsyncLocalStorage } from "node:async_hooks";

// The cache tags of what one answer shows, gathered while Next.js produces it: each cached page and data
// read it uses reports its tags here (page-cache.ts). server.ts runs every request in a scope, and keeps
// the finished answer under these tags, names them to CDNs (Cache-Tag) and drops the answer when a
// write names one of them. A route that must run on every request (a rate-limited search) says so, and
// its answer is not kept.

export interface TagScope {
  tags: Set<string>;
  /** The store's invalidation mark when the request began (store.ts): a write after it outdates the answer. */
  since: number;
  keep: boolean;
  /** Whether the answer is the same for every visitor although Next.js renders it per request (page-tags.ts). */
  sameForEveryone: boolean;
  /** Until when the answer may be kept: it shows something that changes without a write (trending's ranking). */
  freshUntil: number;
  /** The status a page answers with instead of 200, and the headers that go with it (a rate-limited search: 429, Retry-After). */
  status?: { code: number; headers: Record<string, string> };
}

const SCOPE = Symbol.for("the-lists.request-tags");
type WithScope = typeof globalThis & { [SCOPE]?: AsyncLocalStorage<TagScope> };

function storage(): AsyncLocalStorage<TagScope> {
  const holder = globalThis as WithScope;
  return (holder[SCOPE] ??= new AsyncLocalStorage<TagScope>());
}

export function runInTagScope<T>(since: number, work: (scope: TagScope) => T): T {
  const scope: TagScope = { tags: new Set(), since, keep: true, sameForEveryone: false, freshUntil: Number.POSITIVE_INFINITY };
  return storage().run(scope, () => work(scope));
}

/** Adds the tags of something the current answer shows (outside a scope: nothing). */
export function recordTags(tags: Iterable<string>): void {
  const scope = storage().getStore();
  if (scope) for (const tag of tags) scope.tags.add(tag);
}

/** The current answer is the same for every visitor: it may be kept and shared, unless it must run every time. */
export function sameAnswerForEveryone(): void {
  const scope = storage().getStore();
  if (scope) scope.sameForEveryone = true;
}

/**
 * The current answer shows something that changes without a write announcing it (a ranking computed on a
 * timer): a kept copy is not used after `time` (milliseconds since the epoch), nor kept at all if it is past.
 */
export function keepAnswerUntil(time: number): void {
  const scope = storage().getStore();
  if (scope) scope.freshUntil = Math.min(scope.freshUntil, time);
}

/** The current answer must be produced afresh for every request: nothing in front of Next.js keeps it. */
export function answerOnEveryRequest(): void {
  const scope = storage().getStore();
  if (scope) scope.keep = false;
}

/** The scope of the request being answered, if any. */
export function currentTagScope(): TagScope | undefined {
  return storage().getStore();
}

/**
 * The current page answers with `code` instead of 200 (a page cannot set its status itself), with
 * `headers`; such an answer is never kept.
 */
export function answerWithStatus(code: number, headers: Record<string, string> = {}): void {
  const scope = storage().getStore();
  if (!scope) return;
  scope.status = { code, headers };
  scope.keep = false;
}
