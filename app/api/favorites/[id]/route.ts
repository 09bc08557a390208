import { removeFavorite } from "@/lib/favorites/favorites";
import { favoriteParamsSchema } from "@/lib/favorites/schema";
import { noContent, route } from "@/lib/http/route";

// {id} is the list id. 204 whether or not it was a favorite.
export const DELETE = route("DELETE /api/favorites/[id]", { params: favoriteParamsSchema }, async ({ user, params }) => {
  await removeFavorite(user.id, params.id);
  return noContent();
});
