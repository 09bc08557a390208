import { notFound } from "@/lib/http/errors";
import { PUBLIC_CACHE, publicJson } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { listIdParamsSchema } from "@/lib/lists/api-schema";
import { findRelatedLists } from "@/lib/lists/queries";
import { withSafeContent } from "@/lib/lists/safe-content";

/** Lists to read next (same category first, then same expert); 404 when the list is unknown or not published. */
export const GET = route("GET /api/public/lists/[id]/related", { params: listIdParamsSchema }, async ({ params }) => {
  const related = params.id > 0 ? await findRelatedLists(params.id) : null;
  if (!related) throw notFound("List not found: no published list has that id.");
  return publicJson(related.map(withSafeContent), { cache: PUBLIC_CACHE.lists });
});
