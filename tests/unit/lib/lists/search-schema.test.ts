import { describe, expect, it } from "vitest";
import { hasSearchFilters, searchParamsSchema } from "@/lib/lists/search-schema";

describe("searchParamsSchema", () => {
  it("accepts the documented filters and ignores blanks", () => {
    expect(searchParamsSchema.parse({ q: " packing ", category: "travel", verification: "verified", minScore: "80" })).toEqual({
      q: "packing", category: "travel", verification: "verified", minScore: 80,
    });
    expect(searchParamsSchema.parse({ q: "  ", minScore: "" })).toEqual({});
  });

  it("rejects a minScore that is not a whole number from 0 to 100", () => {
    for (const minScore of ["abc", "101", "-1", "7.5"]) {
      const result = searchParamsSchema.safeParse({ minScore });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe("minScore must be a whole number from 0 to 100.");
    }
  });

  it("rejects an unknown verification value", () => {
    const result = searchParamsSchema.safeParse({ verification: "gold" });
    expect(result.error?.issues[0].message).toBe("verification must be verified, community or all.");
  });
});

describe("hasSearchFilters", () => {
  it("is true when any filter is set, including a minimum score of 0", () => {
    expect(hasSearchFilters({})).toBe(false);
    expect(hasSearchFilters({ minScore: 0 })).toBe(true);
    expect(hasSearchFilters({ verification: "all" })).toBe(true);
  });
});
