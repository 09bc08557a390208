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
      typedMatchNothing: false,
    });
  });

  it("replaces a misspelled word that finds nothing, so the search is the right spelling's", () => {
    const corrected = matchQueryOf(["birteday", "party"], new Map([["birteday", { word: "birthday", typedMatches: false }]]));
    const meant = matchQueryOf(["birthday", "party"], new Map());
    expect(corrected).toEqual({ ...meant, corrected: "birthday party", typedMatchNothing: true });
  });

  it("searches a misspelled word that finds lists itself both ways, and keeps the words as typed for ranking", () => {
    expect(matchQueryOf(["recipies", "party"], new Map([["recipies", { word: "recipes", typedMatches: true }]]))).toEqual({
      tsquery: "(recipies:* | recipes:*) & party:*",
      exactTsquery: "recipies:* & party:*",
      patterns: ["%recip%", "%party%"],
      corrected: "recipes party",
      typedMatchNothing: false,
    });
  });
});
