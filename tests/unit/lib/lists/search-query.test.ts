import { describe, expect, it } from "vitest";
import { matchQueryOf, queryWords } from "@/lib/lists/search-query";

describe("queryWords", () => {
  it("keeps letters and digits in lower case and drops tsquery operators", () => {
    expect(queryWords("Check list!")).toEqual(["check", "list"]);
    expect(queryWords("a & b | !c <-> d")).toEqual(["a", "b", "c", "d"]);
    expect(queryWords("Café 2025")).toEqual(["café", "2025"]);
    expect(queryWords("!!! ---")).toEqual([]);
  });
});

describe("matchQueryOf", () => {
  it("matches every word as a prefix when nothing was corrected", () => {
    expect(matchQueryOf(["check", "list"], new Map())).toEqual({
      tsquery: "check:* & list:*",
      exactTsquery: null,
      patterns: ["%check%", "%list%"],
      corrected: null,
    });
  });

  it("lets a corrected word match as typed or as corrected, and keeps the words as typed for ranking", () => {
    expect(matchQueryOf(["birteday", "party"], new Map([["birteday", "birthday"]]))).toEqual({
      tsquery: "(birteday:* | birthday:*) & party:*",
      exactTsquery: "birteday:* & party:*",
      patterns: ["%birthda%", "%party%"],
      corrected: "birthday party",
    });
  });
});
