import "server-only";
import { notFoundError } from "@/lib/http/errors";
import { parseInput } from "@/lib/http/parse-input";
import { answerViewBeacon } from "@/lib/http/view-beacon";
import { listIdParamsSchema } from "./api-schema";
import { recordListView } from "./views";

// POST /api/public/lists/{id}/view, the beacon every list page sends once shown, answered the same by its
// route (app/api/public/lists/[id]/view/route.ts) and by server.ts in front of Next.js
// (lib/http/front-calls.ts).

export const LIST_VIEW_ENDPOINT = "POST /api/public/lists/[id]/view";

/**
 * Counts a view of the list whose id is the address's `segment` (as sent, still percent-encoded): 204
 * whether or not this visitor was already counted today; 404 for a list that is not public; 400 for a bad
 * id; 403 from another site.
 */
export function answerListView(headers: Headers, segment: string, protocol: string): Promise<Response> {
  return answerViewBeacon(headers, protocol, async (client) => {
    const { id } = parseInput(listIdParamsSchema, { id: decodedSegment(segment) }, "Invalid address");
    const outcome = id > 0 ? await recordListView(id, client) : "not-found";
    if (outcome === "not-found") throw notFoundError("List not found: no published list has that id.");
  });
}

/** A path segment decoded as Next.js decodes route params; one that cannot be is checked as it is. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
