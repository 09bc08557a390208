// A topic page's filters live in its query string (?sort=title&type=free), which would make the page render
// per request. The request guard moves them into a path segment instead, so each combination is a page of
// its own in the page cache: /topics/{slug}?sort=title becomes /topics/{slug}/f/{segment} internally.
// Only the guard's own syntax work happens here; the page validates the values and reports bad ones.

export const TOPIC_FILTER_KEYS = ["sort", "expert", "type", "page"] as const;

// A value longer than any valid one is cut; it is reported as invalid either way.
const MAX_VALUE_LENGTH = 210;

/** The segment for a query string, or null when it holds no topic filter (the plain topic page). */
export function topicFilterSegment(search: URLSearchParams): string | null {
  const kept = new URLSearchParams();
  for (const key of TOPIC_FILTER_KEYS) {
    const value = search.get(key);
    if (value !== null && value !== "") kept.set(key, value.slice(0, MAX_VALUE_LENGTH));
  }
  const query = kept.toString();
  return query ? Buffer.from(query, "utf8").toString("base64url") : null;
}

/** The filters a segment carries (first value of each key), or null when it is not one the guard made. */
export function topicFiltersOfSegment(segment: string): Record<string, string | undefined> | null {
  if (!/^[A-Za-z0-9_-]{1,1200}$/.test(segment)) return null;
  const params = new URLSearchParams(Buffer.from(segment, "base64url").toString("utf8"));
  const raw: Record<string, string | undefined> = {};
  for (const key of TOPIC_FILTER_KEYS) raw[key] = params.get(key) ?? undefined;
  return raw;
}
