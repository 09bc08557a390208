import { notFound } from "@/lib/http/errors";
import { noContent, route } from "@/lib/http/route";
import { recordPageView } from "@/lib/page-views/record";
import { pageViewBody } from "@/lib/page-views/schema";
import { rateLimits } from "@/lib/rate-limit";

/** The view beacon of the public pages other than lists: 204 whether or not this visitor was counted today; 404 for a page that does not exist. */
export const POST = route("POST /api/public/views", { body: pageViewBody, rateLimit: rateLimits.views }, async ({ request, body, client }) => {
  const outcome = await recordPageView(body, client, request.headers.get("user-agent") ?? "");
  if (outcome === "not-found") throw notFound(body.page === "topic" ? "Topic not found: no visible topic has that id." : "Curator not found: no curator has that id.");
  return noContent();
});
