import "server-only";
import { notFoundError } from "@/lib/http/errors";
import { parseInput } from "@/lib/http/parse-input";
import { readJsonBodyOf } from "@/lib/http/request-guards";
import { answerViewBeacon } from "@/lib/http/view-beacon";
import { recordPageView } from "./record";
import { pageViewBody } from "./schema";

// POST /api/public/views, the beacon of every public page other than a list, answered the same by its
// route (app/api/public/views/route.ts) and by server.ts in front of Next.js (lib/http/front-calls.ts).

export const PAGE_VIEW_ENDPOINT = "POST /api/public/views";

/**
 * Counts a view of the page the JSON body names: 204 whether or not this visitor was already counted
 * today; 404 for a topic or curator that does not exist; 400, 413 or 415 for a body that is not a page;
 * 403 from another site. `readBody` reads the request's body, refusing it past the given size.
 */
export function answerPageView(headers: Headers, readBody: (maxBytes: number) => Promise<Uint8Array>, protocol: string): Promise<Response> {
  return answerViewBeacon(headers, protocol, async (client) => {
    const target = parseInput(pageViewBody, await readJsonBodyOf(headers, readBody), "Invalid request body");
    const outcome = await recordPageView(target, client);
    if (outcome === "not-found") throw notFoundError(target.page === "topic" ? "Topic not found: no visible topic has that id." : "Curator not found: no curator has that id.");
  });
}
