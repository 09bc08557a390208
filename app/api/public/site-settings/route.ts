import { publicJson } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";
import { getSiteSettings } from "@/lib/settings/queries";

// Read from the database on every request, never while building.
export const dynamic = "force-dynamic";

/** heroImageUrl, tagline and siteTitle. */
export const GET = route("GET /api/public/site-settings", {}, async () => {
  const { heroImageUrl, tagline, siteTitle } = await getSiteSettings();
  return publicJson({ heroImageUrl, tagline, siteTitle });
});
