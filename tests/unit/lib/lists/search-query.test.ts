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

// What search_prefix_queries answers for these words: the lexemes a prefix stands for, or "" for a stop word.
const prefixes = new Map([
  ["check", "( 'check' | 'checklist' )"],
  ["list", "( 'list' )"],
  ["birteday", "'birteday':*"],
  ["birthday", "( 'birthday' )"],
  ["party", "( 'parti' )"],
  ["recipies", "( 'recipi' )"],
  ["recipes", "( 'recip' | 'recipe' )"],
  ["the", ""],
]);

describe("matchQueryOf", () => {
  it("matches every word as a prefix when nothing was corrected, asking the index for the words each prefix stands for", () => {
    expect(matchQueryOf(["check", "list"], new Map(), prefixes)).toEqual({
      tsquery: "check:* & list:*",
      exactTsquery: null,
      matchTsquery: "( 'check' | 'checklist' ) & ( 'list' )",
      exactMatchTsquery: null,
      patterns: ["%check%", "%list%"],
      corrected: null,
      typedMatchNothing: false,
    });
  });

  it("leaves out a stop word, as to_tsquery does", () => {
    expect(matchQueryOf(["the", "check"], new Map(), prefixes)).toMatchObject({ tsquery: "the:* & check:*", matchTsquery: "( 'check' | 'checklist' )" });
    expect(matchQueryOf(["the"], new Map(), prefixes)).toMatchObject({ tsquery: "the:*", matchTsquery: "" });
  });

  it("replaces a misspelled word that finds nothing, so the search is the right spelling's", () => {
    const corrected = matchQueryOf(["birteday", "party"], new Map([["birteday", { word: "birthday", typedMatches: false }]]), prefixes);
    const meant = matchQueryOf(["birthday", "party"], new Map(), prefixes);
    expect(corrected).toEqual({ ...meant, corrected: "birthday party", typedMatchNothing: true });
  });

  it("searches a misspelled word that finds lists itself both ways, and keeps the words as typed for ranking", () => {
    expect(matchQueryOf(["recipies", "party"], new Map([["recipies", { word: "recipes", typedMatches: true }]]), prefixes)).toEqual({
      tsquery: "(recipies:* | recipes:*) & party:*",
      exactTsquery: "recipies:* & party:*",
      matchTsquery: "( ( 'recipi' ) | ( 'recip' | 'recipe' ) ) & ( 'parti' )",
      exactMatchTsquery: "( 'recipi' ) & ( 'parti' )",
      patterns: ["%recip%", "%party%"],
      corrected: "recipes party",
      typedMatchNothing: false,
    });
  });

  it("refuses to build a query for a word whose prefix was not looked up", () => {
    expect(() => matchQueryOf(["unknown"], new Map(), prefixes)).toThrow(/unknown/);
  });
});
