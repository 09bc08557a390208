import type { Correction } from "./search-corrections";

// What a search asks PostgreSQL for, from the words typed and the corrections found for them.

export interface MatchQuery {
  /** The tsquery text every match satisfies: each word as a prefix, a corrected word or its correction (for to_tsquery('english', …)). */
  tsquery: string;
  /** When a word was corrected, the tsquery of the words as typed: its matches rank first. Otherwise null. */
  exactTsquery: string | null;
  /** `tsquery` with each prefix written as the words it stands for (search-prefixes.ts), as a tsquery value's text: what the index is asked. */
  matchTsquery: string;
  /** `exactTsquery` written the same way. */
  exactMatchTsquery: string | null;
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
 * The query for `words` (from queryWords, so the tsquery is always valid), where `corrections` maps a
 * typed word to the known word it most likely misspells. A typed word that finds lists itself is searched
 * with its correction, and lists matching the words as typed rank first; one that finds nothing is
 * replaced, so a misspelling asks exactly what the right spelling asks (and shares what is kept of it).
 * `prefixQueries` holds what each word, typed or correction, stands for as a prefix (findPrefixQueries).
 */
export function matchQueryOf(words: string[], corrections: ReadonlyMap<string, Correction>, prefixQueries: ReadonlyMap<string, string>): MatchQuery {
  const typed = words.map((word) => [word]);
  if (!words.some((word) => corrections.has(word))) {
    return { ...queries(typed, prefixQueries), exactTsquery: null, exactMatchTsquery: null, patterns: titlePatterns(words), corrected: null, typedMatchNothing: false };
  }
  const correctedWords = words.map((word) => corrections.get(word)?.word ?? word);
  const typedMatchNothing = words.some((word) => corrections.get(word)?.typedMatches === false);
  const searched = words.map((word) => {
    const correction = corrections.get(word);
    if (!correction) return [word];
    return correction.typedMatches ? [word, correction.word] : [correction.word];
  });
  const exact = typedMatchNothing ? null : queries(typed, prefixQueries);
  return {
    ...queries(searched, prefixQueries),
    exactTsquery: exact?.tsquery ?? null,
    exactMatchTsquery: exact?.matchTsquery ?? null,
    patterns: titlePatterns(correctedWords),
    corrected: correctedWords.join(" "),
    typedMatchNothing,
  };
}

/** Every word's alternatives (the word, or it and its correction) as prefixes, in both forms. */
function queries(alternatives: string[][], prefixQueries: ReadonlyMap<string, string>): { tsquery: string; matchTsquery: string } {
  const written = (word: string) => {
    const query = prefixQueries.get(word);
    if (query === undefined) throw new Error(`No prefix query for "${word}"`);
    return query;
  };
  const either = (parts: string[], open: string, close: string) => (parts.length > 1 ? `${open}${parts.join(" | ")}${close}` : (parts[0] ?? ""));
  return {
    tsquery: alternatives.map((words) => either(words.map((word) => `${word}:*`), "(", ")")).join(" & "),
    // A stop word stands for nothing, as to_tsquery drops it from the text form.
    matchTsquery: alternatives
      .map((words) => either(words.map(written).filter(Boolean), "( ", " )"))
      .filter(Boolean)
      .join(" & "),
  };
}

/**
 * ILIKE patterns for `words`, used only to choose which matches get ranked: a title holding every word (or
 * its stem: "planning" → "plann") is a strong candidate. Ranking itself uses the stemmed search document.
 */
export function titlePatterns(words: string[]): string[] {
  return words.map((word) => `%${word.length > 5 ? word.replace(/(ing|ies|ed|es|s|y)$/u, "") : word}%`);
}
