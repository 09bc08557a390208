import type { Correction } from "./search-corrections";

// What a search asks PostgreSQL for, from the words typed and the corrections found for them.

export interface MatchQuery {
  /** The tsquery text every match satisfies: each word's term, a corrected word's or its correction's. */
  tsquery: string;
  /** When a word was corrected, the tsquery of the words as typed: its matches rank first. Otherwise null. */
  exactTsquery: string | null;
  /** ILIKE patterns a title holds every one of to be a strong candidate (a corrected word's, corrected). */
  patterns: string[];
  /** The words with each correction in place, when there is one. */
  corrected: string | null;
  /** Whether a word as typed finds nothing, so nothing matches the words as typed. */
  typedMatchNothing: boolean;
}

/** The searchable words of `text`: letters and digits, lower case, at most twelve. */
export function queryWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? [];
}

/**
 * How many lexemes a typed prefix is searched as, at most. A GIN index answers a few exact lexemes far
 * faster than a prefix (which it answers by merging every lexeme that begins with it); a prefix that begins
 * more lexemes than this is searched as a prefix.
 */
export const MAX_PREFIX_LEXEMES = 32;

/** A stem of a typed word, with the known lexemes that begin with it (at most MAX_PREFIX_LEXEMES + 1). */
export interface WordStem {
  stem: string;
  lexemes: string[];
}

/**
 * The tsquery text a typed word is searched as: each of its stems (usually one) as the lexemes of the
 * search documents that begin with it, which finds what the stem as a prefix finds; null for a word with no
 * stem (a stop word). A stem that begins no known lexeme, or too many, stays a prefix.
 */
export function wordTermOf(stems: WordStem[]): string | null {
  if (stems.length === 0) return null;
  const terms = stems.map(({ stem, lexemes }) => {
    if (lexemes.length === 0 || lexemes.length > MAX_PREFIX_LEXEMES) return `${quoteLexeme(stem)}:*`;
    return lexemes.length === 1 ? quoteLexeme(lexemes[0]) : `(${lexemes.map(quoteLexeme).join(" | ")})`;
  });
  return terms.length === 1 ? terms[0] : `(${terms.join(" & ")})`;
}

function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * The query for `words` (from queryWords), where `corrections` maps a typed word to the known word it most
 * likely misspells and `terms` maps every typed and corrected word to its tsquery text (wordTermOf). A typed
 * word that finds lists itself is searched with its correction, and lists matching the words as typed rank
 * first; one that finds nothing is replaced, so a misspelling asks exactly what the right spelling asks
 * (and shares what is kept of it). A tsquery of "" means that every word was a stop word: nothing matches.
 */
export function matchQueryOf(
  words: string[],
  corrections: ReadonlyMap<string, Correction>,
  terms: ReadonlyMap<string, string | null>,
): MatchQuery {
  const termOf = (word: string) => {
    const term = terms.get(word);
    if (term === undefined) throw new Error(`No search term for "${word}".`);
    return term;
  };
  const all = (parts: (string | null)[]) => parts.filter((part): part is string => part !== null).join(" & ");
  const exact = all(words.map(termOf));
  if (!words.some((word) => corrections.has(word))) {
    return { tsquery: exact, exactTsquery: null, patterns: titlePatterns(words), corrected: null, typedMatchNothing: false };
  }
  const correctedWords = words.map((word) => corrections.get(word)?.word ?? word);
  const typedMatchNothing = words.some((word) => corrections.get(word)?.typedMatches === false);
  const tsquery = all(words.map((word) => {
    const correction = corrections.get(word);
    if (!correction) return termOf(word);
    if (!correction.typedMatches) return termOf(correction.word);
    const either = [termOf(word), termOf(correction.word)].filter((term): term is string => term !== null);
    return either.length === 0 ? null : either.length === 1 ? either[0] : `(${either.join(" | ")})`;
  }));
  return {
    tsquery,
    exactTsquery: typedMatchNothing || exact === "" ? null : exact,
    patterns: titlePatterns(correctedWords),
    corrected: correctedWords.join(" "),
    typedMatchNothing,
  };
}

/**
 * ILIKE patterns for `words`, used only to choose which matches get ranked: a title holding every word (or
 * its stem: "planning" → "plann") is a strong candidate. Ranking itself uses the stemmed search document.
 */
export function titlePatterns(words: string[]): string[] {
  return words.map((word) => `%${word.length > 5 ? word.replace(/(ing|ies|ed|es|s|y)$/u, "") : word}%`);
}
