import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { findMediaFiles } from "@/lib/media/queries";
import { mediaQuerySchema } from "@/lib/media/schema";

// The media library, newest first; the total matching count in X-Total-Count.
export const GET = route("GET /api/admin/media", { query: mediaQuerySchema }, async ({ query }) => {
  const { items, total } = await findMediaFiles(query);
  const response = privateJson(items);
  response.headers.set("X-Total-Count", String(total));
  return response;
});
