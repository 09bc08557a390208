import { findExperts } from "@/lib/experts/queries";
import { PUBLIC_CACHE, publicJson } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";

// Read from the database on every request, never while building.
export const dynamic = "force-dynamic";

/** Every expert, in the editors' order. */
export const GET = route("GET /api/public/experts", {}, async () => {
  const experts = await findExperts();
  return publicJson(
    experts.map(({ id, name, handle, imageUrl, specialty, verified, credibilityScore, bio, socials }) => ({
      id, name, handle, imageUrl, specialty, verified, credibilityScore, bio, socials,
    })),
    { cache: PUBLIC_CACHE.taxonomy },
  );
});
