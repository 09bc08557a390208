import { route } from "@/lib/http/route";
import { findNewestListsForFeed, renderRssFeed, RSS_CONTENT_TYPE } from "@/lib/seo/feeds";
import { getSiteSettings } from "@/lib/settings/queries";

// Read from the database on every request, never while building.
export const dynamic = "force-dynamic";

/** New lists site-wide, newest first. */
export const GET = route("GET /rss.xml", {}, async () => {
  const [settings, items] = await Promise.all([getSiteSettings(), findNewestListsForFeed()]);
  const channel = { title: `${settings.siteTitle}: New Lists`, path: "/", feedPath: "/rss.xml", description: settings.tagline };
  return new Response(renderRssFeed(channel, items), {
    headers: { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": "public, max-age=300" },
  });
});
