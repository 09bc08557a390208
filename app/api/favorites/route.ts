import { privateJson } from "@/lib/http/private-response";
import { addFavorite, findFavoriteLists } from "@/lib/favorites/favorites";
import { addFavoriteSchema } from "@/lib/favorites/schema";
import { route } from "@/lib/http/route";

// The signed-in user's favorite lists, newest favorite first.
export const GET = route("GET /api/favorites", {}, async ({ user }) => privateJson(await findFavoriteLists(user.id)));

// 201 with the new favorite; 200 with the existing one when it was already a favorite.
export const POST = route("POST /api/favorites", { body: addFavoriteSchema }, async ({ user, body }) => {
  const { favorite, created } = await addFavorite(user.id, body.listId);
  return privateJson(favorite, { status: created ? 201 : 200 });
});
