import { notFoundError } from "@/lib/http/errors";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { changeRoleSchema, userIdParamsSchema } from "@/lib/users/schema";
import { changeUserRole } from "@/lib/users/staff";

// Changes a user's role; 409 when it would leave the site without an admin.
export const PATCH = route("PATCH /api/admin/users/[userId]/role", { params: userIdParamsSchema, body: changeRoleSchema }, async ({ params, body, user }) => {
  if (params.userId === null) throw notFoundError("User not found.");
  return privateJson(await changeUserRole(user.id, params.userId, body.role));
});
