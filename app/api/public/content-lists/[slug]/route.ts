import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { notFoundError } from "@/lib/http/errors";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { slugParamsSchema } from "@/lib/lists/api-schema";
import { findPublishedListBySlug } from "@/lib/lists/queries";
import { withSafeContent } from "@/lib/lists/safe-content";

// Kept in front of Next.js, like the list's page, until a write names the list or its address: a change
// to its category or curator names the list too.
export const dynamic = "force-dynamic";

/** One published list; 404 for an unknown slug or a list that is not published. */
export const GET = route("GET /api/public/content-lists/[slug]", { params: slugParamsSchema }, async ({ params }) => {
  const slug = params.slug;
  const list = slug === null ? null : await findPublishedListBySlug(slug);
  if (slug !== null) tagThisPage(cacheTags.listSlug(slug), ...(list ? [cacheTags.list(list.id)] : []));
  if (!list) throw notFoundError("List not found: no published list has that address.");
  return publicJsonText(JSON.stringify(withSafeContent(list)));
});
