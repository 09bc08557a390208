import { route } from "@/lib/http/route";
import { findSitemapChildren, renderSitemapIndex } from "@/lib/seo/sitemap";

// Read from the database on every request, never while building.
export const dynamic = "force-dynamic";

/** The sitemap index: one child sitemap per 50,000 public addresses. */
export const GET = route("GET /sitemap.xml", {}, async () =>
  new Response(renderSitemapIndex(await findSitemapChildren()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  }),
);
