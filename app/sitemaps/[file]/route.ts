import { z } from "zod";
import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { notFoundError } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { findSitemapUrls, parseSitemapChildName, renderUrlSet } from "@/lib/seo/sitemap";

/** One child of /sitemap.xml, e.g. /sitemaps/lists-1.xml. */
export const GET = route("GET /sitemaps/[file]", { params: z.object({ file: z.string() }) }, async ({ params }) => {
  const child = parseSitemapChildName(params.file);
  const urlSet = child
    ? await cachedAnswer(["sitemap", child.section, String(child.page)], [cacheTags.lists, cacheTags.categories, cacheTags.experts, cacheTags.settings], async () => {
        const urls = await findSitemapUrls(child.section, child.page);
        return urls ? { body: renderUrlSet(urls) } : null;
      })
    : null;
  if (!urlSet) throw notFoundError("Sitemap not found: /sitemap.xml lists the sitemaps that exist.");
  return new Response(urlSet.body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
});
