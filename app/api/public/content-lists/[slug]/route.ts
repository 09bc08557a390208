import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { notFoundError } from "@/lib/http/errors";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { slugParamsSchema } from "@/lib/lists/api-schema";
import { findPublishedListBySlug } from "@/lib/lists/queries";
import { withSafeContent } from "@/lib/lists/safe-content";

/** One published list; 404 for an unknown slug or a list that is not published. */
export const GET = route("GET /api/public/content-lists/[slug]", { params: slugParamsSchema }, async ({ params }) => {
  const slug = params.slug;
  const answer =
    slug === null
      ? null
      : await cachedAnswer(["content-list", slug], [cacheTags.listSlug(slug), cacheTags.lists, cacheTags.categories, cacheTags.experts], async () => {
          const list = await findPublishedListBySlug(slug);
          return list ? { body: JSON.stringify(withSafeContent(list)) } : null;
        });
  if (!answer) throw notFoundError("List not found: no published list has that address.");
  return publicJsonText(answer.body);
});
