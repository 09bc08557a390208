import { z } from "zod";
import { blankToUndefined, isHandle } from "@/lib/validation/primitives";

// The filters of a topic page, as they arrive in its URL.
export const TOPIC_SORTS = ["recent", "title"] as const;
export const LIST_TYPES = ["all", "free", "premium"] as const;

export type ListType = (typeof LIST_TYPES)[number];

/** A 1-based page number from a URL; absent means page 1. */
export const pageNumberSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{1,6}$/, "page must be a whole number from 1.")
    .transform(Number)
    .pipe(z.number().int().min(1, "page must be a whole number from 1."))
    .default(1),
);

const fields = {
  sort: z.preprocess(blankToUndefined, z.enum(TOPIC_SORTS).default("recent")),
  expert: z.preprocess(blankToUndefined, z.string().trim().refine(isHandle).optional()),
  type: z.preprocess(blankToUndefined, z.enum(LIST_TYPES).default("all")),
  page: pageNumberSchema,
};

export const TOPIC_FILTER_KEYS = ["sort", "expert", "type", "page"] as const;
export type TopicFilterKey = (typeof TOPIC_FILTER_KEYS)[number];

export const topicFilterSchema = z.object(fields);
export type TopicFilters = z.output<typeof topicFilterSchema>;

/** What the page says about a value it could not use, which it replaced by the default. */
export const TOPIC_FILTER_MESSAGES: Record<TopicFilterKey, string> = {
  sort: "sort must be recent or title.",
  expert: "expert must be the handle of one of our curators, such as maya-chen.",
  type: "type must be all, free or premium.",
  page: "page must be the number of a page of these lists, from 1 to the last.",
};

export const DEFAULT_TOPIC_FILTERS: TopicFilters = { sort: "recent", expert: undefined, type: "all", page: 1 };

/**
 * Reads the topic filters field by field: a bad value falls back to its default and is named in
 * `invalid`, so the page still shows lists and says what it ignored.
 */
export function parseTopicFilters(raw: Record<string, string | undefined>): { filters: TopicFilters; invalid: TopicFilterKey[] } {
  const invalid: TopicFilterKey[] = [];
  const read = <K extends TopicFilterKey>(key: K): TopicFilters[K] => {
    const result = fields[key].safeParse(raw[key]);
    if (result.success) return result.data as TopicFilters[K];
    invalid.push(key);
    return DEFAULT_TOPIC_FILTERS[key];
  };
  const filters = { sort: read("sort"), expert: read("expert"), type: read("type"), page: read("page") };
  return { filters, invalid };
}

/** The `free` filter of findPublishedLists for a list type. */
export function freeFilterOf(type: ListType): boolean | undefined {
  return type === "free" ? true : type === "premium" ? false : undefined;
}
