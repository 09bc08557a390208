import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { findVisibleCategoryBySlug } from "@/lib/categories/queries";
import { notFoundError } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { slugParamsSchema } from "@/lib/lists/api-schema";
import { findNewestListsForFeed, renderRssFeed, RSS_CONTENT_TYPE } from "@/lib/seo/feeds";
import { getSiteSettings } from "@/lib/settings/queries";

/** New lists in one visible topic, newest first; 404 for an unknown or hidden topic. */
export const GET = route("GET /topics/[slug]/rss.xml", { params: slugParamsSchema }, async ({ params }) => {
  const slug = params.slug;
  const feed =
    slug === null
      ? null
      : await cachedAnswer(
          ["topic-rss", slug],
          [cacheTags.categorySlug(slug), cacheTags.categories, cacheTags.lists, cacheTags.settings, cacheTags.experts],
          async () => {
            const category = await findVisibleCategoryBySlug(slug);
            if (!category) return null;
            const [settings, items] = await Promise.all([getSiteSettings(), findNewestListsForFeed({ categoryId: category.id })]);
            const channel = {
              title: `${settings.siteTitle}: ${category.name}`,
              path: `/topics/${category.slug}`,
              feedPath: `/topics/${category.slug}/rss.xml`,
              description: `New lists in ${category.name} from ${settings.siteTitle}.`,
            };
            return { body: renderRssFeed(channel, items) };
          },
        );
  if (!feed) throw notFoundError("Category not found: no visible topic has that address.");
  return new Response(feed.body, {
    headers: { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": "public, max-age=300" },
  });
});
