import { findExpertByHandle } from "@/lib/experts/queries";
import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { notFoundError } from "@/lib/http/errors";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { handleParamsSchema, pagingSchema } from "@/lib/lists/api-schema";
import { findPublishedLists } from "@/lib/lists/queries";
import { withSafeContent } from "@/lib/lists/safe-content";

/**
 * A curator and their published lists, newest first; 404 for an unknown handle. The lists are paged like
 * content-lists (limit default 100, at most 500; offset), their total in X-Total-Count: a prolific curator
 * has thousands.
 */
export const GET = route("GET /api/public/curators/[handle]", { params: handleParamsSchema, query: pagingSchema }, async ({ params, query }) => {
  const requested = params.handle;
  const answer =
    requested === null
      ? null
      : await cachedAnswer(
          ["curator", requested, JSON.stringify(query)],
          [cacheTags.expertHandle(requested), cacheTags.experts, cacheTags.lists, cacheTags.categories],
          async () => {
            const expert = await findExpertByHandle(requested);
            if (!expert) return null;
            const page = await findPublishedLists({ expertId: expert.id, limit: query.limit, offset: query.offset });
            const { id, name, handle, imageUrl, specialty, verified, credibilityScore, bio, socials } = expert;
            const body = { expert: { id, name, handle, imageUrl, specialty, verified, credibilityScore, bio, socials }, lists: page.items.map(withSafeContent) };
            return { body: JSON.stringify(body), total: page.total };
          },
        );
  if (!answer) throw notFoundError("Curator not found: no expert has that handle.");
  return publicJsonText(answer.body, { total: answer.total });
});
