import { removeFollow } from "@/lib/follows/follows";
import { followParamsSchema } from "@/lib/follows/schema";
import { noContent, route } from "@/lib/http/route";

// DELETE /api/follows/curator/{expertId} and /api/follows/topic/{categoryId}: 204 whether or not followed.
export const DELETE = route("DELETE /api/follows/[followType]/[id]", { params: followParamsSchema }, async ({ user, params }) => {
  await removeFollow(user.id, params.followType, params.id);
  return noContent();
});
