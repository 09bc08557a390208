import { notFound } from "@/lib/http/errors";
import { PUBLIC_CACHE, publicJson } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { slugParamsSchema } from "@/lib/lists/api-schema";
import { findPublishedListBySlug } from "@/lib/lists/queries";
import { withSafeContent } from "@/lib/lists/safe-content";

/** One published list; 404 for an unknown slug or a list that is not published. */
export const GET = route("GET /api/public/content-lists/[slug]", { params: slugParamsSchema }, async ({ params }) => {
  const list = params.slug === null ? null : await findPublishedListBySlug(params.slug);
  if (!list) throw notFound("List not found: no published list has that address.");
  return publicJson(withSafeContent(list), { cache: PUBLIC_CACHE.lists });
});
