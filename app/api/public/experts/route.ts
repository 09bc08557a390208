import { cachedAnswer } from "@/lib/cache/cached-answer";
import { cacheTags } from "@/lib/cache/tags";
import { findExperts } from "@/lib/experts/queries";
import { publicJsonText } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";

// Answered from the data cache until an expert changes; never read while building.
export const dynamic = "force-dynamic";

/** Every expert, in the editors' order. */
export const GET = route("GET /api/public/experts", {}, async () => {
  const answer = await cachedAnswer(["experts"], [cacheTags.experts], async () => {
    const experts = await findExperts();
    return {
      body: JSON.stringify(
        experts.map(({ id, name, handle, imageUrl, specialty, verified, credibilityScore, bio, socials }) => ({
          id, name, handle, imageUrl, specialty, verified, credibilityScore, bio, socials,
        })),
      ),
    };
  });
  return publicJsonText(answer.body);
});
