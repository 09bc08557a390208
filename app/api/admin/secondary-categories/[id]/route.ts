import { categoryIdParamsSchema, secondaryCategoryUpdateSchema } from "@/lib/categories/schema";
import { deleteSecondaryCategory, updateSecondaryCategory } from "@/lib/categories/secondary-admin";
import { privateJson } from "@/lib/http/private-response";
import { noContent, route } from "@/lib/http/route";

// Renames a secondary category or changes its slug; 409 when the slug is taken.
export const PATCH = route(
  "PATCH /api/admin/secondary-categories/[id]",
  { params: categoryIdParamsSchema, body: secondaryCategoryUpdateSchema },
  async ({ params, body, user }) => privateJson(await updateSecondaryCategory(user.id, params.id, body)),
);

export const DELETE = route("DELETE /api/admin/secondary-categories/[id]", { params: categoryIdParamsSchema }, async ({ params, user }) => {
  await deleteSecondaryCategory(user.id, params.id);
  return noContent();
});
