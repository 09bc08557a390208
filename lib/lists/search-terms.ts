import "server-only";
import { cacheArea } from "@/lib/cache/cache-area";
import { cacheTags } from "@/lib/cache/tags";
import { database } from "@/lib/db";
import { searchCacheTtlMs } from "./search-answers";
import { wordTermOf, MAX_PREFIX_LEXEMES, type WordStem } from "./search-query";

// A word's term changes only with a write to lists (a new or vanished lexeme), which removes it; the ten
// minutes are a backstop. SEARCH_CACHE_SECONDS=0 keeps nothing.
const TERM_TTL_MS = 10 * 60_000;
const terms = cacheArea<string | null>("search-terms", {
  sizeOf: (term) => 64 + (term?.length ?? 0) * 2,
  ttlMs: () => (searchCacheTtlMs() > 0 ? TERM_TTL_MS : 0),
});
const TERM_TAGS = [cacheTags.lists];

/**
 * The tsquery text each word is searched as (see wordTermOf), by word: null for a word the search ignores
 * (an English stop word, as PostgreSQL's own parsing of a query drops it).
 */
export async function findWordTerms(words: Iterable<string>): Promise<Map<string, string | null>> {
  const unique = [...new Set(words)];
  const found = await Promise.all(unique.map((word) => terms.remember(word, TERM_TAGS, () => loadWordTerm(word))));
  return new Map(unique.map((word, index) => [word, found[index]]));
}

async function loadWordTerm(word: string): Promise<string | null> {
  // The stems are what to_tsquery('english', word || ':*') would search for; in the C collation every
  // lexeme that begins with a stem sorts from the stem up to the stem followed by the last code point.
  const stems = await database.query<WordStem>(
    `SELECT q.stem, ARRAY(
       SELECT s.lexeme FROM search_lexemes s
       WHERE s.lexeme >= q.stem AND s.lexeme < q.stem || chr(1114111)
       ORDER BY s.lexeme LIMIT $2
     ) AS lexemes
     FROM unnest(tsvector_to_array(to_tsvector('english', $1))) AS q(stem)`,
    [word, MAX_PREFIX_LEXEMES + 1],
  );
  return wordTermOf(stems);
}
