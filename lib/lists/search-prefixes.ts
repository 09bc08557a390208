import "server-only";
import { cacheArea } from "@/lib/cache/cache-area";
import { memoryStore } from "@/lib/cache/store";
import { cacheTags } from "@/lib/cache/tags";
import { database } from "@/lib/db";
import { searchCacheTtlMs } from "./search-answers";

// Each typed word is a prefix ("prep" finds "preparation"). PostgreSQL's GIN index answers a prefix by
// collecting every list holding any word that starts with it before it meets the other words or the
// category, so the search writes a prefix as the words the documents hold that start with it
// (search_prefix_queries, over search_lexemes: both in the migration that says why). Past this many
// words a prefix stays a prefix: a letter or two stands for hundreds.
const MOST_LEXEMES = 32;

// A word's lexemes change only with a write to lists, which removes what is kept; the ten minutes are a
// backstop. SEARCH_CACHE_SECONDS=0 keeps nothing.
const PREFIX_TTL_MS = 10 * 60_000;
const PREFIX_TAGS = [cacheTags.lists];
const prefixQueries = cacheArea<string>("search-prefixes", {
  sizeOf: (query) => 64 + query.length * 2,
  ttlMs: () => (searchCacheTtlMs() > 0 ? PREFIX_TTL_MS : 0),
});

/**
 * What each word stands for as a prefix, as tsquery text: `( 'prep' | 'prepaid' | 'prepar' )`, the
 * prefix itself (`'c':*`) when it stands for too many words or none, or "" for a stop word.
 */
export async function findPrefixQueries(words: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const word of new Set(words)) {
    const kept = prefixQueries.get(word);
    if (kept === undefined) missing.push(word);
    else found.set(word, kept);
  }
  if (missing.length === 0) return found;
  const since = memoryStore().invalidationMark();
  const rows = await database.query<{ word: string; query: string }>("SELECT word, query FROM search_prefix_queries($1::text[], $2::int)", [missing, MOST_LEXEMES]);
  for (const { word, query } of rows) {
    prefixQueries.set(word, query, PREFIX_TAGS, since);
    found.set(word, query);
  }
  return found;
}
