import { privateJson } from "@/lib/http/private-response";
import { addFollow, findFollows } from "@/lib/follows/follows";
import { addFollowSchema } from "@/lib/follows/schema";
import { route } from "@/lib/http/route";

// The signed-in user's follows (followType, followId), newest first.
export const GET = route("GET /api/follows", {}, async ({ user }) => privateJson(await findFollows(user.id)));

// 201 with the new follow; 200 with the existing one when already following.
export const POST = route("POST /api/follows", { body: addFollowSchema }, async ({ user, body }) => {
  const { follow, created } = await addFollow(user.id, body.followType, body.followId);
  return privateJson(follow, { status: created ? 201 : 200 });
});
