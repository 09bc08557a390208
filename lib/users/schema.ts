import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";

const ROLE_MESSAGE = `role must be one of: ${ROLES.join(", ")}.`;

export const roleSchema = z.enum(ROLES, { error: ROLE_MESSAGE });

/** PATCH /api/admin/users/{userId}/role */
export const changeRoleSchema = z.object({ role: roleSchema });

/** /api/admin/users/{userId}: user ids are UUIDs; anything else names nobody (404). */
export const userIdParamsSchema = z.object({
  userId: z.string().transform((value) => (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : null)),
});

/** The roles Settings → Add Admin gives: staff who run the site. */
export const STAFF_ROLES = ["admin", "editor"] as const;

/** POST /api/admin/staff: a role for an email, whether or not that person has signed in yet. */
export const grantStaffRoleSchema = z.object({
  email: z
    .string({ error: "Enter a valid email address." })
    .trim()
    .max(320, "An email address can be at most 320 characters.")
    .pipe(z.email({ error: "Enter a valid email address." }).toLowerCase()),
  role: z.enum(STAFF_ROLES, { error: `role must be one of: ${STAFF_ROLES.join(", ")}.` }),
});
