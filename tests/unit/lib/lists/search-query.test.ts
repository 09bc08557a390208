import { describe, expect, it } from "vitest";
import { MAX_PREFIX_LEXEMES, matchQueryOf, queryWords, wordTermOf } from "@/lib/lists/search-query";

describe("queryWords", () => {
  it("keeps letters and digits in lower case and drops tsquery operators", () => {
    expect(queryWords("Check list!")).toEqual(["check", "list"]);
    expect(queryWords("a & b | !c <-> d")).toEqual(["a", "b", "c", "d"]);
    expect(queryWords("Café 2025")).toEqual(["café", "2025"]);
    expect(queryWords("!!! ---")).toEqual([]);
  });
});

describe("wordTermOf", () => {
  it("searches a stem as the known lexemes that begin with it", () => {
    expect(wordTermOf([{ stem: "check", lexemes: ["check", "check-up", "checklist"] }])).toBe("('check' | 'check-up' | 'checklist')");
    expect(wordTermOf([{ stem: "passport", lexemes: ["passport"] }])).toBe("'passport'");
  });

  it("keeps a stem a prefix when it begins no known lexeme, or more than can be listed", () => {
    expect(wordTermOf([{ stem: "zyx", lexemes: [] }])).toBe("'zyx':*");
    const many = Array.from({ length: MAX_PREFIX_LEXEMES + 1 }, (_, index) => `c${index}`);
    expect(wordTermOf([{ stem: "c", lexemes: many }])).toBe("'c':*");
  });

  it("needs every stem of a word the parser splits, and ignores a word with none (a stop word)", () => {
    expect(wordTermOf([{ stem: "a1", lexemes: ["a1"] }, { stem: "b", lexemes: ["b", "bb"] }])).toBe("('a1' & ('b' | 'bb'))");
    expect(wordTermOf([])).toBeNull();
  });

  it("quotes a lexeme as tsquery text reads it", () => {
    expect(wordTermOf([{ stem: "o'k", lexemes: ["o'k\\"] }])).toBe("'o''k\\\\'");
  });
});

const terms = (entries: Record<string, string | null>) => new Map(Object.entries(entries));

describe("matchQueryOf", () => {
  it("matches every word's term when nothing was corrected", () => {
    expect(matchQueryOf(["check", "list"], new Map(), terms({ check: "('check' | 'checklist')", list: "list:*" }))).toEqual({
      tsquery: "('check' | 'checklist') & list:*",
      exactTsquery: null,
      patterns: ["%check%", "%list%"],
      corrected: null,
      typedMatchNothing: false,
    });
  });

  it("leaves out stop words, and asks for nothing when every word is one", () => {
    expect(matchQueryOf(["the", "party"], new Map(), terms({ the: null, party: "'parti'" })).tsquery).toBe("'parti'");
    expect(matchQueryOf(["the", "of"], new Map(), terms({ the: null, of: null })).tsquery).toBe("");
  });

  it("replaces a misspelled word that finds nothing, so the search is the right spelling's", () => {
    const known = terms({ birteday: "'birteday':*", birthday: "'birthday'", party: "'parti'" });
    const corrected = matchQueryOf(["birteday", "party"], new Map([["birteday", { word: "birthday", typedMatches: false }]]), known);
    const meant = matchQueryOf(["birthday", "party"], new Map(), known);
    expect(corrected).toEqual({ ...meant, corrected: "birthday party", typedMatchNothing: true });
  });

  it("searches a misspelled word that finds lists itself both ways, and keeps the words as typed for ranking", () => {
    const known = terms({ recipies: "'recipi'", recipes: "('recip' | 'recipe')", party: "'parti'" });
    expect(matchQueryOf(["recipies", "party"], new Map([["recipies", { word: "recipes", typedMatches: true }]]), known)).toEqual({
      tsquery: "('recipi' | ('recip' | 'recipe')) & 'parti'",
      exactTsquery: "'recipi' & 'parti'",
      patterns: ["%recip%", "%party%"],
      corrected: "recipes party",
      typedMatchNothing: false,
    });
  });
});
