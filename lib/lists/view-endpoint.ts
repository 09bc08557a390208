import "server-only";
import { clientAddress } from "@/lib/http/client-address";
import { notFoundError } from "@/lib/http/errors";
import { errorResponse } from "@/lib/http/error-response";
import { parseInput } from "@/lib/http/parse-input";
import { assertSameOriginHeaders } from "@/lib/http/request-guards";
import { checkRateLimit, rateLimits } from "@/lib/rate-limit";
import { listIdParamsSchema } from "./api-schema";
import { recordListView } from "./views";

// POST /api/public/lists/{id}/view, the beacon every list page sends once shown, answered the same by its
// route (app/api/public/lists/[id]/view/route.ts) and by server.ts in front of Next.js
// (lib/http/front-calls.ts): the steps route() takes for a state-changing public call, in its order.

export const LIST_VIEW_ENDPOINT = "POST /api/public/lists/[id]/view";

/**
 * Counts a view of list `rawId` (the address's segment): 204 whether or not this visitor was already
 * counted today; 404 for a list that is not public; 403 from another site. `protocol` is the one the
 * request came over ("http:" or "https:"), for the same-site check.
 */
export async function answerListView(headers: Headers, rawId: string, protocol: string): Promise<Response> {
  try {
    assertSameOriginHeaders(headers, protocol);
    const client = clientAddress(headers);
    await checkRateLimit(rateLimits.views, client);
    const { id } = parseInput(listIdParamsSchema, { id: rawId }, "Invalid address");
    const outcome = id > 0 ? await recordListView(id, client, headers.get("user-agent") ?? "") : "not-found";
    if (outcome === "not-found") throw notFoundError("List not found: no published list has that id.");
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}
