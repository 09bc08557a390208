import { describe, expect, it } from "vitest";
import { freeFilterOf, parseTopicFilters } from "@/lib/lists/topic-filter-schema";

describe("parseTopicFilters", () => {
  it("defaults to the most recent lists of every expert and type, page 1", () => {
    expect(parseTopicFilters({})).toEqual({ filters: { sort: "recent", expert: undefined, type: "all", page: 1 }, errors: [] });
  });

  it("reads every filter from the URL", () => {
    expect(parseTopicFilters({ sort: "title", expert: "maya-chen", type: "premium", page: "3" }).filters).toEqual({
      sort: "title",
      expert: "maya-chen",
      type: "premium",
      page: 3,
    });
  });

  it("treats blank values (an empty select) as not set", () => {
    expect(parseTopicFilters({ sort: "", expert: "", type: " " })).toEqual({
      filters: { sort: "recent", expert: undefined, type: "all", page: 1 },
      errors: [],
    });
  });

  it("falls back to the default for a bad value and says why", () => {
    const { filters, errors } = parseTopicFilters({ sort: "newest", type: "cheap", page: "0", expert: "Not A Handle" });
    expect(filters).toEqual({ sort: "recent", expert: undefined, type: "all", page: 1 });
    expect(errors).toEqual([
      "sort must be recent or title.",
      "expert must be an expert's handle such as maya-chen.",
      "type must be all, free or premium.",
      "page must be a whole number from 1.",
    ]);
  });
});

describe("freeFilterOf", () => {
  it("maps Free Only, Premium Only and All Lists to the list query's free flag", () => {
    expect(freeFilterOf("free")).toBe(true);
    expect(freeFilterOf("premium")).toBe(false);
    expect(freeFilterOf("all")).toBeUndefined();
  });
});
