import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { notFoundError } from "@/lib/http/errors";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { listIdParamsSchema } from "@/lib/lists/api-schema";
import { findRelatedLists } from "@/lib/lists/queries";
import { withSafeContent } from "@/lib/lists/safe-content";

/** Lists to read next (same category first, then same expert); 404 when the list is unknown or not published. */
export const GET = route("GET /api/public/lists/[id]/related", { params: listIdParamsSchema }, async ({ params }) => {
  const id = params.id;
  const answer =
    id > 0
      ? await cachedAnswer(["related", String(id)], [cacheTags.list(id), cacheTags.lists, cacheTags.categories, cacheTags.experts], async () => {
          const related = await findRelatedLists(id);
          return related ? { body: JSON.stringify(related.map(withSafeContent)) } : null;
        })
      : null;
  if (!answer) throw notFoundError("List not found: no published list has that id.");
  return publicJsonText(answer.body);
});
