import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { route } from "@/lib/http/route";
import { findNewestListsForFeed, renderRssFeed, RSS_CONTENT_TYPE } from "@/lib/seo/feeds";
import { getSiteSettings } from "@/lib/settings/queries";

// Answered from the data cache until a list or the settings change; never read while building.
export const dynamic = "force-dynamic";

/** New lists site-wide, newest first. */
export const GET = route("GET /rss.xml", {}, async () => {
  const feed = await cachedAnswer(["rss"], [cacheTags.lists, cacheTags.settings, cacheTags.experts], async () => {
    const [settings, items] = await Promise.all([getSiteSettings(), findNewestListsForFeed()]);
    const channel = { title: `${settings.siteTitle}: New Lists`, path: "/", feedPath: "/rss.xml", description: settings.tagline };
    return { body: renderRssFeed(channel, items) };
  });
  return new Response(feed.body, {
    headers: { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": "public, max-age=300" },
  });
});
