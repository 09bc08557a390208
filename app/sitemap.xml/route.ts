import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { route } from "@/lib/http/route";
import { findSitemapChildren, renderSitemapIndex } from "@/lib/seo/sitemap";

// Answered from the data cache until a list, category, expert or the site settings (which date the home
// page) change; never read while building.
export const dynamic = "force-dynamic";

/** The sitemap index: one child sitemap per 50,000 public addresses. */
export const GET = route("GET /sitemap.xml", {}, async () => {
  const index = await cachedAnswer(["sitemap-index"], [cacheTags.lists, cacheTags.categories, cacheTags.experts, cacheTags.settings], async () => ({
    body: renderSitemapIndex(await findSitemapChildren()),
  }));
  return new Response(index.body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
});
