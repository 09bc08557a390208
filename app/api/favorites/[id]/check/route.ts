import { privateJson } from "@/lib/http/private-response";
import { isFavorited } from "@/lib/favorites/favorites";
import { favoriteParamsSchema } from "@/lib/favorites/schema";
import { route } from "@/lib/http/route";

export const GET = route("GET /api/favorites/[id]/check", { params: favoriteParamsSchema }, async ({ user, params }) =>
  privateJson({ isFavorited: await isFavorited(user.id, params.id) }),
);
