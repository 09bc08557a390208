import type { Role } from "@/lib/generated/prisma/enums";

export const ROLES = ["admin", "editor", "contributor", "viewer"] as const satisfies readonly Role[];

const rank: Record<Role, number> = { admin: 3, editor: 2, contributor: 1, viewer: 0 };

/** Whether `role` is at least `minimum` in the order admin > editor > contributor > viewer. */
export function hasRole(role: Role, minimum: Role): boolean {
  return rank[role] >= rank[minimum];
}

export type { Role };
