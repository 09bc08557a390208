import { precompressionAllowed } from "@/lib/http/precompressed";
import { PUBLIC_CACHE } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { searchQuerySchema } from "@/lib/lists/api-schema";
import { findPublicListsJsonArray } from "@/lib/lists/public-list-json";
import { searchAnswers, searchKey, searchListIds } from "@/lib/lists/search";
import { rateLimits } from "@/lib/rate-limit";

/**
 * Full-text search with filters: ranked by relevance (newest first without q); total in X-Total-Count.
 * A repeated search within the answer's Cache-Control lifetime is answered from memory.
 */
export const GET = route("GET /api/public/search", { query: searchQuerySchema, rateLimit: rateLimits.search }, async ({ query, request }) =>
  searchAnswers.respond(
    searchKey(query),
    PUBLIC_CACHE.lists,
    async () => {
      const { ids, total } = await searchListIds(query);
      return { json: await findPublicListsJsonArray(ids), total };
    },
    precompressionAllowed(request.headers),
  ),
);
