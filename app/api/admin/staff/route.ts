import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { findStaff, grantStaffRole } from "@/lib/users/role-grants";
import { grantStaffRoleSchema } from "@/lib/users/schema";

// Admins and editors, and roles waiting for a first sign-in.
export const GET = route("GET /api/admin/staff", {}, async () => privateJson(await findStaff()));

// Add Admin: a role for an existing user at once, or for an email when it first signs in.
export const POST = route("POST /api/admin/staff", { body: grantStaffRoleSchema }, async ({ body, user }) => {
  const outcome = await grantStaffRole(user.id, body.email, body.role);
  return privateJson(outcome, { status: outcome.applied === "invitation" ? 201 : 200 });
});
