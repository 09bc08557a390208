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
  sort: z.preprocess(blankToUndefined, z.enum(TOPIC_SORTS, { error: "sort must be recent or title." }).default("recent")),
  expert: z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isHandle, "expert must be an expert's handle such as maya-chen.").optional(),
  ),
  type: z.preprocess(blankToUndefined, z.enum(LIST_TYPES, { error: "type must be all, free or premium." }).default("all")),
  page: pageNumberSchema,
};

export const topicFilterSchema = z.object(fields);
export type TopicFilters = z.output<typeof topicFilterSchema>;

/**
 * Reads the topic filters field by field: a bad value falls back to its default and adds a message, so
 * the page still shows lists and says what it ignored.
 */
export function parseTopicFilters(raw: Record<string, string | undefined>): { filters: TopicFilters; errors: string[] } {
  const errors: string[] = [];
  const read = <K extends keyof typeof fields>(key: K): z.output<(typeof fields)[K]> => {
    const result = fields[key].safeParse(raw[key]);
    if (result.success) return result.data as z.output<(typeof fields)[K]>;
    errors.push(result.error.issues[0]?.message ?? `${key} is not valid.`);
    return fields[key].parse(undefined) as z.output<(typeof fields)[K]>;
  };
  const filters = { sort: read("sort"), expert: read("expert"), type: read("type"), page: read("page") };
  return { filters, errors };
}

/** The `free` filter of findPublishedLists for a list type. */
export function freeFilterOf(type: ListType): boolean | undefined {
  return type === "free" ? true : type === "premium" ? false : undefined;
}
