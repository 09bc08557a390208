import { reorderSchema } from "@/lib/categories/schema";
import { reorderSecondaryCategories } from "@/lib/categories/secondary-admin";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// Sets the order of the secondary categories: `ids` names every one once; answers them in the new order.
export const POST = route("POST /api/admin/secondary-categories/reorder", { body: reorderSchema }, async ({ body, user }) =>
  privateJson(await reorderSecondaryCategories(user.id, body.ids)),
);
