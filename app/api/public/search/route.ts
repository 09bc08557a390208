import { precompressionAllowed } from "@/lib/http/precompressed";
import { route } from "@/lib/http/route";
import { searchQuerySchema } from "@/lib/lists/api-schema";
import { findSearchItemsJsonArray } from "@/lib/lists/public-list-json";
import { searchKey, searchListIds } from "@/lib/lists/search";
import { searchAnswer } from "@/lib/lists/search-answers";
import { rateLimits } from "@/lib/rate-limit";

/**
 * Full-text search with filters: ranked by relevance (newest first without q); total in X-Total-Count.
 * Items carry a plain-text preview instead of the body.
 * A repeated search is answered from memory (still counted against the rate limit).
 */
export const GET = route("GET /api/public/search", { query: searchQuerySchema, rateLimit: rateLimits.search }, async ({ query, request }) =>
  searchAnswer(
    searchKey(query),
    async () => {
      const { ids, total } = await searchListIds(query);
      return { json: await findSearchItemsJsonArray(ids), total };
    },
    precompressionAllowed(request.headers),
  ),
);
