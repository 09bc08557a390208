import { deleteCategory, updateCategory } from "@/lib/categories/admin";
import { categoryIdParamsSchema, categoryUpdateSchema } from "@/lib/categories/schema";
import { privateJson } from "@/lib/http/private-response";
import { noContent, route } from "@/lib/http/route";

// Renames a category, changes its slug, or shows or hides it; 409 when the slug is taken.
export const PATCH = route("PATCH /api/admin/categories/[id]", { params: categoryIdParamsSchema, body: categoryUpdateSchema }, async ({ params, body, user }) =>
  privateJson(await updateCategory(user.id, params.id, body)),
);

// Deletes a category; its lists become uncategorized.
export const DELETE = route("DELETE /api/admin/categories/[id]", { params: categoryIdParamsSchema }, async ({ params, user }) => {
  await deleteCategory(user.id, params.id);
  return noContent();
});
