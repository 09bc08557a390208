import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { contentListsQuerySchema } from "@/lib/lists/api-schema";
import { findPublishedLists } from "@/lib/lists/queries";
import { withSafeContent } from "@/lib/lists/safe-content";

/** Published lists, newest first, filtered by category slug, expert handle and free; total in X-Total-Count. */
export const GET = route("GET /api/public/content-lists", { query: contentListsQuerySchema }, async ({ query }) => {
  const answer = await cachedAnswer(["content-lists", JSON.stringify(query)], [cacheTags.lists, cacheTags.categories, cacheTags.experts], async () => {
    const page = await findPublishedLists({
      categorySlug: query.category,
      expertHandle: query.expert,
      free: query.free,
      limit: query.limit,
      offset: query.offset,
    });
    return { body: JSON.stringify(page.items.map(withSafeContent)), total: page.total };
  });
  return publicJsonText(answer.body, { total: answer.total });
});
