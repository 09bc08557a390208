import { noContent, route } from "@/lib/http/route";
import { deleteMediaFile } from "@/lib/media/delete";
import { deleteMediaQuerySchema, mediaIdParams } from "@/lib/media/schema";

// Refused (409) while a list, expert or the hero uses the file, unless ?detach=true clears those uses.
export const DELETE = route("DELETE /api/admin/media/[id]", { params: mediaIdParams, query: deleteMediaQuerySchema }, async ({ params, query, user }) => {
  await deleteMediaFile(user, params.id, { detach: query.detach });
  return noContent();
});
