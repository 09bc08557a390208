import { deleteExpert, updateExpert } from "@/lib/experts/admin";
import { expertIdParamsSchema, expertUpdateSchema } from "@/lib/experts/schema";
import { privateJson } from "@/lib/http/private-response";
import { noContent, route } from "@/lib/http/route";

// Changes the fields sent; 409 when the new handle is taken.
export const PATCH = route("PATCH /api/admin/experts/[id]", { params: expertIdParamsSchema, body: expertUpdateSchema }, async ({ params, body, user }) =>
  privateJson(await updateExpert(user.id, params.id, body)),
);

// Deletes an expert; their lists stay, without an expert.
export const DELETE = route("DELETE /api/admin/experts/[id]", { params: expertIdParamsSchema }, async ({ params, user }) => {
  await deleteExpert(user.id, params.id);
  return noContent();
});
