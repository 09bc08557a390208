import { PUBLIC_CACHE, publicJson } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { withSafeContent } from "@/lib/lists/safe-content";
import { findTrendingLists } from "@/lib/lists/trending";

// Read from the database on every request, never while building.
export const dynamic = "force-dynamic";

/** Up to 20 published lists ranked by recent views and favorites. */
export const GET = route("GET /api/public/trending", {}, async () => publicJson((await findTrendingLists()).map(withSafeContent), { cache: PUBLIC_CACHE.lists }));
