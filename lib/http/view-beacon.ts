import "server-only";
import { checkRateLimit, rateLimits } from "@/lib/rate-limit";
import { clientAddress } from "./client-address";
import { errorResponse } from "./error-response";
import { assertSameOriginHeaders } from "./request-guards";

/**
 * The steps every view beacon takes, answered by its route or by server.ts in front of Next.js, as route()
 * takes them for a state-changing public call: the views rate limit (429; a refused beacon counts too),
 * the same-site check (403), then `count`, which reads the call's input and counts the view for the
 * client's address (throwing 400 or 404); 204 whether or not this visitor was already counted today; any
 * error as JSON with its status. `protocol` is the one the request came over ("http:" or "https:"), for
 * the same-site check.
 */
export async function answerViewBeacon(headers: Headers, protocol: string, count: (client: string) => Promise<void>): Promise<Response> {
  try {
    const client = clientAddress(headers);
    await checkRateLimit(rateLimits.views, client);
    assertSameOriginHeaders(headers, protocol);
    await count(client);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
}
