import { privateJson } from "@/lib/http/private-response";
import { isFollowing } from "@/lib/follows/follows";
import { followParamsSchema } from "@/lib/follows/schema";
import { route } from "@/lib/http/route";

export const GET = route("GET /api/follows/[followType]/[id]/check", { params: followParamsSchema }, async ({ user, params }) =>
  privateJson({ isFollowing: await isFollowing(user.id, params.followType, params.id) }),
);
