import { notFoundError } from "@/lib/http/errors";
import { noContent, route } from "@/lib/http/route";
import { listIdParamsSchema } from "@/lib/lists/api-schema";
import { recordListView } from "@/lib/lists/views";
import { rateLimits } from "@/lib/rate-limit";

/** The list page's view beacon: 204 whether or not this visitor was already counted today; 404 for a list that is not public. */
export const POST = route("POST /api/public/lists/[id]/view", { params: listIdParamsSchema, rateLimit: rateLimits.views }, async ({ request, params, client }) => {
  const outcome = params.id > 0 ? await recordListView(params.id, client, request.headers.get("user-agent") ?? "") : "not-found";
  if (outcome === "not-found") throw notFoundError("List not found: no published list has that id.");
  return noContent();
});
