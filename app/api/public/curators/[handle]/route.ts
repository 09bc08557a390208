import { findExpertByHandle } from "@/lib/experts/queries";
import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { notFoundError } from "@/lib/http/errors";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { handleParamsSchema, pagingSchema } from "@/lib/lists/api-schema";
import { findPublishedLists } from "@/lib/lists/queries";
import { withSafeContent } from "@/lib/lists/safe-content";

// Kept in front of Next.js, like the curator's page, until a write names the curator or their handle (a
// change to one of their lists names the curator) or changes a category, whose name their lists show.
export const dynamic = "force-dynamic";

/**
 * A curator and their published lists, newest first; 404 for an unknown handle. The lists are paged like
 * content-lists (limit default 100, at most 100; offset), their total in X-Total-Count: a prolific curator
 * has thousands.
 */
export const GET = route("GET /api/public/curators/[handle]", { params: handleParamsSchema, query: pagingSchema }, async ({ params, query }) => {
  const requested = params.handle;
  const expert = requested === null ? null : await findExpertByHandle(requested);
  if (requested !== null) tagThisPage(cacheTags.expertHandle(requested), ...(expert ? [cacheTags.expert(expert.id), cacheTags.categories] : []));
  if (!expert) throw notFoundError("Curator not found: no expert has that handle.");
  const page = await findPublishedLists({ expertId: expert.id, limit: query.limit, offset: query.offset });
  const { id, name, handle, imageUrl, specialty, verified, credibilityScore, bio, socials } = expert;
  const body = { expert: { id, name, handle, imageUrl, specialty, verified, credibilityScore, bio, socials }, lists: page.items.map(withSafeContent) };
  return publicJsonText(JSON.stringify(body), { total: page.total });
});
