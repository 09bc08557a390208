import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { withSafeContent } from "@/lib/lists/safe-content";
import { findTrendingLists } from "@/lib/lists/trending";

// Kept in front of Next.js while the ranking it shows is fresh (a minute: views move it slowly), or until
// a list changes.
export const dynamic = "force-dynamic";

/** Up to 20 published lists ranked by recent views and favorites. */
export const GET = route("GET /api/public/trending", {}, async () => {
  const lists = await findTrendingLists();
  tagThisPage(cacheTags.lists, cacheTags.categories, cacheTags.experts);
  return publicJsonText(JSON.stringify(lists.map(withSafeContent)));
});
