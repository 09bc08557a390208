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
