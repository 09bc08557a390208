import { describe, expect, it } from "vitest";
import { freeFilterOf, parseTopicFilters } from "@/lib/lists/topic-filter-schema";
import { topicFilterSegment, topicFiltersOfQuery, topicFiltersOfSegment } from "@/lib/public/topic-filter-path";

describe("parseTopicFilters", () => {
  it("defaults to the most recent lists of every expert and type, page 1", () => {
    expect(parseTopicFilters({})).toEqual({ filters: { sort: "recent", expert: undefined, type: "all", page: 1 }, invalid: [] });
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
      invalid: [],
    });
  });

  it("falls back to the default for a bad value and names the filter", () => {
    const { filters, invalid } = parseTopicFilters({ sort: "newest", type: "cheap", page: "0", expert: "Not A Handle" });
    expect(filters).toEqual({ sort: "recent", expert: undefined, type: "all", page: 1 });
    expect(invalid).toEqual(["sort", "expert", "type", "page"]);
  });
});

describe("topic filter segments", () => {
  const segmentOf = (query: string) => topicFilterSegment(topicFiltersOfQuery(new URLSearchParams(query))!);

  it("spell one combination one way, whatever the order, case of defaults or junk in the address", () => {
    expect(segmentOf("type=free&sort=title")).toBe(segmentOf("sort=title&type=free&utm_source=x"));
    expect(segmentOf("sort=title&type=all&page=1")).toBe(segmentOf("sort=title"));
  });

  it("collapse every unusable value of a filter into one segment", () => {
    expect(segmentOf("sort=sideways")).toBe(segmentOf("sort=backwards"));
    expect(segmentOf("page=0")).toBe(segmentOf("page=-5"));
    expect(topicFiltersOfSegment(segmentOf("sort=sideways")!)).toEqual({ filters: { sort: "recent", expert: undefined, type: "all", page: 1 }, invalid: ["sort"] });
  });

  it("are null for the plain topic page", () => {
    expect(topicFiltersOfQuery(new URLSearchParams("utm_source=x"))).toBeNull();
    expect(segmentOf("sort=recent&type=all")).toBeNull();
  });

  it("read back exactly what they hold, and refuse any segment the guard would not write", () => {
    const segment = segmentOf("sort=title&expert=maya-chen&page=2")!;
    expect(topicFiltersOfSegment(segment)).toEqual({ filters: { sort: "title", expert: "maya-chen", type: "all", page: 2 }, invalid: [] });
    const forged = (query: string) => Buffer.from(query).toString("base64url");
    expect(topicFiltersOfSegment(forged("sort=sideways"))).toBeNull();
    expect(topicFiltersOfSegment(forged("type=free&sort=title"))).toBeNull();
    expect(topicFiltersOfSegment(forged("sort=title&x=1"))).toBeNull();
    expect(topicFiltersOfSegment(forged("sort=recent"))).toBeNull();
    expect(topicFiltersOfSegment("not*base64")).toBeNull();
  });
});

describe("freeFilterOf", () => {
  it("maps Free Only, Premium Only and All Lists to the list query's free flag", () => {
    expect(freeFilterOf("free")).toBe(true);
    expect(freeFilterOf("premium")).toBe(false);
    expect(freeFilterOf("all")).toBeUndefined();
  });
});
