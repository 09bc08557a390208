import "server-only";
import { clientAddress } from "@/lib/http/client-address";
import { errorResponse } from "@/lib/http/error-response";
import { parseInput } from "@/lib/http/parse-input";
import { precompressionAllowed } from "@/lib/http/precompressed";
import { readQueryOf } from "@/lib/http/request-guards";
import { checkRateLimit, rateLimits } from "@/lib/rate-limit";
import { searchQuerySchema } from "./api-schema";
import { findSearchItemsJsonArray } from "./public-list-json";
import { searchKey, searchListIds } from "./search";
import { searchAnswer } from "./search-answers";

// GET /api/public/search, answered the same by its route (app/api/public/search/route.ts, where Next.js
// serves it) and by server.ts in front of Next.js (lib/http/front-calls.ts): the steps route() takes for a
// public call, in its order: the rate limit (every request counts), the query checked, the answer; any
// error as JSON with its status.

export const SEARCH_ENDPOINT = "GET /api/public/search";

/**
 * Full-text search with filters: ranked by relevance (newest first without q); total in X-Total-Count.
 * Items carry a plain-text preview instead of the body. A repeated search is answered from memory
 * (still counted against the rate limit).
 */
export async function answerSearch(headers: Headers, search: string): Promise<Response> {
  try {
    await checkRateLimit(rateLimits.search, clientAddress(headers));
    const query = parseInput(searchQuerySchema, readQueryOf(search), "Invalid query parameters");
    return await searchAnswer(
      searchKey(query),
      async () => {
        const { ids, total } = await searchListIds(query);
        return { json: await findSearchItemsJsonArray(ids), total };
      },
      precompressionAllowed(headers),
    );
  } catch (error) {
    return errorResponse(error);
  }
}
