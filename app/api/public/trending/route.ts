import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { withSafeContent } from "@/lib/lists/safe-content";
import { findTrendingLists } from "@/lib/lists/trending";

// Answered from the data cache for a minute (views move the ranking slowly), or until a list changes.
export const dynamic = "force-dynamic";

/** Up to 20 published lists ranked by recent views and favorites. */
export const GET = route("GET /api/public/trending", {}, async () => {
  const answer = await cachedAnswer(
    ["trending"],
    [cacheTags.lists, cacheTags.categories, cacheTags.experts],
    async () => ({ body: JSON.stringify((await findTrendingLists()).map(withSafeContent)) }),
    { revalidateSeconds: 60 },
  );
  return publicJsonText(answer.body);
});
