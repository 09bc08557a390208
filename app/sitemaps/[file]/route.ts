import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { findSitemapUrls, parseSitemapChildName, renderUrlSet } from "@/lib/seo/sitemap";

/** One child of /sitemap.xml, e.g. /sitemaps/lists-1.xml. */
export const GET = route("GET /sitemaps/[file]", { params: z.object({ file: z.string() }) }, async ({ params }) => {
  const child = parseSitemapChildName(params.file);
  const urls = child ? await findSitemapUrls(child.section, child.page) : null;
  if (!urls) throw notFound("Sitemap not found: /sitemap.xml lists the sitemaps that exist.");
  return new Response(renderUrlSet(urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
});
