import { reorderCategories } from "@/lib/categories/admin";
import { reorderSchema } from "@/lib/categories/schema";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// Sets the order of the categories: `ids` names every category once; answers them in the new order.
export const POST = route("POST /api/admin/categories/reorder", { body: reorderSchema }, async ({ body, user }) =>
  privateJson(await reorderCategories(user.id, body.ids)),
);
