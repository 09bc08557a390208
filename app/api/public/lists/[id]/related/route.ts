import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { notFoundError } from "@/lib/http/errors";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { listIdParamsSchema } from "@/lib/lists/api-schema";
import { findRelatedLists } from "@/lib/lists/queries";
import { relatedPoolTagsOfPage } from "@/lib/lists/related-pools";
import { withSafeContent } from "@/lib/lists/safe-content";

// Kept in front of Next.js until a write names the list, one of the lists picked, or a pool they were
// picked from (lib/lists/related-pools.ts), as the list's page is.
export const dynamic = "force-dynamic";

/** Lists to read next (same category first, then same expert); 404 when the list is unknown or not published. */
export const GET = route("GET /api/public/lists/[id]/related", { params: listIdParamsSchema }, async ({ params }) => {
  const id = params.id;
  const found = id > 0 ? await findRelatedLists(id) : null;
  if (id > 0) tagThisPage(cacheTags.list(id), ...(found ? [...relatedPoolTagsOfPage(found.list, found.related), ...found.related.map((item) => cacheTags.list(item.id))] : []));
  if (!found) throw notFoundError("List not found: no published list has that id.");
  return publicJsonText(JSON.stringify(found.related.map(withSafeContent)));
});
