import { PUBLIC_CACHE, publicJson } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { contentListsQuerySchema } from "@/lib/lists/api-schema";
import { findPublishedLists } from "@/lib/lists/queries";
import { withSafeContent } from "@/lib/lists/safe-content";

/** Published lists, newest first, filtered by category slug, expert handle and free; total in X-Total-Count. */
export const GET = route("GET /api/public/content-lists", { query: contentListsQuerySchema }, async ({ query }) => {
  const page = await findPublishedLists({
    categorySlug: query.category,
    expertHandle: query.expert,
    free: query.free,
    limit: query.limit,
    offset: query.offset,
  });
  return publicJson(page.items.map(withSafeContent), { cache: PUBLIC_CACHE.lists, total: page.total });
});
