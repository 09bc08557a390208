import "server-only";
import { cacheArea } from "@/lib/cache/cache-area";
import { memoryStore } from "@/lib/cache/store";
import { cacheTags } from "@/lib/cache/tags";
import { database } from "@/lib/db";
import { editDistance } from "./edit-distance";
import { publishedListCondition } from "./published-sql";
import { searchCacheTtlMs } from "./search-answers";

// Candidates come from the trigram index over the vocabulary of every list (search_words), then the edit
// distance decides. Trigram similarity falls fast in short words: one changed letter inside a five-letter
// word leaves 0.33, two swapped letters 0.2, so the index is asked for anything from 0.2 and the distance
// rules out the rest.
const MIN_SIMILARITY = 0.2;
const CANDIDATES_PER_WORD = 20;
const RARE_SPELLING_RATIO = 10;

/** Letters a typed word may have wrong: none under four letters (too many real words lie one letter apart), one at four, two from five. */
export function allowedTypos(length: number): number {
  return length < 4 ? 0 : length === 4 ? 1 : 2;
}

interface WordFacts {
  typed: string;
  /** Lists holding a known word that starts with the typed one (a word in several lists counts in each). */
  prefixLists: number;
  /**
   * Whether a published list's search document holds a word that begins with the typed one (names of
   * curators are not in the vocabulary). Compared unstemmed: stemmed, "internetional" would match "internet".
   */
  inDocuments: boolean;
  /** Whether the search as it stems words finds the typed word in a published list ("internetional" → "internet"). */
  matchesStemmed: boolean;
  candidates: [word: string, lists: number][];
}

export interface Correction {
  /** The known word the typed one most likely misspells. */
  word: string;
  /** Whether the typed word finds lists itself: then both are searched; otherwise only the correction. */
  typedMatches: boolean;
}

// A word's correction changes only with a write to lists, which removes it; the ten minutes are a
// backstop. SEARCH_CACHE_SECONDS=0 keeps nothing.
const CORRECTION_TTL_MS = 10 * 60_000;
const corrections = cacheArea<Correction | null>("search-corrections", {
  sizeOf: (correction) => 64 + (correction?.word.length ?? 0) * 2,
  ttlMs: () => (searchCacheTtlMs() > 0 ? CORRECTION_TTL_MS : 0),
});
const CORRECTION_TAGS = [cacheTags.lists];

/**
 * The known word each typed word most likely misspells, by typed word; words spelled right are left out.
 * A word that matches nothing is corrected to the closest known word within its allowed typos (fewest
 * edits, then the most used). A word that matches something is a real word far more often than a
 * misspelling present in the content ("planning" and "planting" are one letter apart and about as
 * common), so it is corrected only to a word one edit away used by at least RARE_SPELLING_RATIO times as
 * many lists as every word it begins (so "recipies", in one list, also finds "recipes" in fifty).
 */
export async function findCorrections(words: string[]): Promise<Map<string, Correction>> {
  const found = new Map<string, Correction>();
  const missing: string[] = [];
  for (const word of new Set(words)) {
    if (allowedTypos(word.length) === 0 || !/^\p{L}+$/u.test(word)) continue;
    const kept = corrections.get(word);
    if (kept === undefined) missing.push(word);
    else if (kept !== null) found.set(word, kept);
  }
  if (missing.length === 0) return found;
  const since = memoryStore().invalidationMark();
  for (const facts of await findWordFacts(missing)) {
    const correction = bestCorrection(facts);
    corrections.set(facts.typed, correction, CORRECTION_TAGS, since);
    if (correction !== null) found.set(facts.typed, correction);
  }
  return found;
}

function bestCorrection({ typed, prefixLists, inDocuments, matchesStemmed, candidates }: WordFacts): Correction | null {
  // Known only from a curator's name: spelled right, with nothing to compare its use with.
  if (prefixLists === 0 && inDocuments) return null;
  const limit = prefixLists > 0 ? Math.min(1, allowedTypos(typed.length)) : allowedTypos(typed.length);
  let best: { word: string; distance: number; lists: number } | null = null;
  for (const [word, lists] of candidates) {
    // A word the typed one begins is already a prefix match.
    if (word.startsWith(typed) || (prefixLists > 0 && lists < prefixLists * RARE_SPELLING_RATIO)) continue;
    const distance = editDistance(typed, word, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && lists > best.lists)) best = { word, distance, lists };
  }
  return best ? { word: best.word, typedMatches: prefixLists > 0 || matchesStemmed } : null;
}

async function findWordFacts(words: string[]): Promise<WordFacts[]> {
  return database.query<WordFacts>(
    `SELECT f.typed_word AS typed, f.prefix_lists AS "prefixLists", f.candidates,
       CASE WHEN f.prefix_lists = 0 THEN EXISTS (
         SELECT 1 FROM content_lists l
         WHERE ${publishedListCondition("l")} AND l."searchVector" @@ to_tsquery('simple', f.typed_word || ':*')
       ) ELSE false END AS "inDocuments",
       CASE WHEN f.prefix_lists = 0 THEN EXISTS (
         SELECT 1 FROM content_lists l
         WHERE ${publishedListCondition("l")} AND l."searchVector" @@ to_tsquery('english', f.typed_word || ':*')
       ) ELSE true END AS "matchesStemmed"
     FROM search_word_facts($1::text[], $2::real, $3::int) f`,
    [words, MIN_SIMILARITY, CANDIDATES_PER_WORD],
  );
}
