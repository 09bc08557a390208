import { DEFAULT_TOPIC_FILTERS, TOPIC_FILTER_KEYS, parseTopicFilters, type TopicFilterKey, type TopicFilters } from "@/lib/lists/topic-filter-schema";

// A topic page's filters live in its query string (?sort=title&type=free), which would make the page render
// per request. The request guard moves them into a path segment instead, so each combination is a page of
// its own in the page cache: /topics/{slug}?sort=title becomes /topics/{slug}/f/{segment} internally.
// A segment holds only values the page can use, in one spelling, plus the names of the filters whose
// values were not usable (the page says so): however many addresses people invent, a topic has a bounded
// number of segments, and any segment not written by topicFilterSegment is refused.

export interface TopicFilterRequest {
  filters: TopicFilters;
  /** Filters whose value in the address could not be used; the page falls back to their defaults. */
  invalid: TopicFilterKey[];
}

const INVALID_KEY = "ignored";

/** The filters a query string asks for, or null when it holds none (the plain topic page). */
export function topicFiltersOfQuery(search: URLSearchParams): TopicFilterRequest | null {
  if (!TOPIC_FILTER_KEYS.some((key) => (search.get(key) ?? "") !== "")) return null;
  return parseTopicFilters(Object.fromEntries(TOPIC_FILTER_KEYS.map((key) => [key, search.get(key) ?? undefined])));
}

/** The one segment for these filters; null for the plain topic page (defaults, nothing ignored). */
export function topicFilterSegment({ filters, invalid }: TopicFilterRequest): string | null {
  const query = new URLSearchParams();
  for (const key of TOPIC_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== DEFAULT_TOPIC_FILTERS[key]) query.set(key, String(value));
  }
  const ignored = TOPIC_FILTER_KEYS.filter((key) => invalid.includes(key));
  if (ignored.length) query.set(INVALID_KEY, ignored.join(","));
  const text = query.toString();
  return text ? Buffer.from(text, "utf8").toString("base64url") : null;
}

/** The filters a segment carries, or null when it is not exactly what topicFilterSegment writes. */
export function topicFiltersOfSegment(segment: string): TopicFilterRequest | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(segment)) return null;
  const params = new URLSearchParams(Buffer.from(segment, "base64url").toString("utf8"));
  const { filters, invalid } = parseTopicFilters(Object.fromEntries(TOPIC_FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined])));
  if (invalid.length) return null;
  const ignored = (params.get(INVALID_KEY) ?? "").split(",").filter(Boolean) as TopicFilterKey[];
  const request = { filters, invalid: ignored.filter((key) => TOPIC_FILTER_KEYS.includes(key)) };
  return topicFilterSegment(request) === segment ? request : null;
}
