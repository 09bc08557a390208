import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { db } from "@/lib/db";
import type { Role } from "@/lib/auth/roles";
import { STAFF_ROLES } from "./schema";
import { changeUserRole, type UserSummary } from "./staff";

export interface StaffMembers {
  users: UserSummary[];
  /** Emails given a role before their first sign-in. */
  invitations: { email: string; role: Role; createdAt: Date }[];
}

const userSummarySelect = { id: true, firstName: true, lastName: true, email: true, role: true, profileImageUrl: true, createdAt: true } as const;

/** Admins and editors, and the roles waiting for someone's first sign-in. */
export async function findStaff(): Promise<StaffMembers> {
  const [users, invitations] = await Promise.all([
    db.user.findMany({ where: { role: { in: [...STAFF_ROLES] } }, select: userSummarySelect, orderBy: [{ role: "asc" }, { email: "asc" }] }),
    db.roleGrant.findMany({ select: { email: true, role: true, createdAt: true }, orderBy: { createdAt: "asc" } }),
  ]);
  return { users, invitations };
}

export type GrantOutcome = { applied: "user"; user: UserSummary } | { applied: "invitation"; email: string; role: Role };

/**
 * Gives a role by email: at once when that person has an account, else kept until their first sign-in
 * with that address.
 */
export async function grantStaffRole(actorId: string, email: string, role: Role): Promise<GrantOutcome> {
  const existing = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return { applied: "user", user: await changeUserRole(actorId, existing.id, role) };
  return commitChange(actorId, async (tx) => {
    await tx.roleGrant.upsert({ where: { email }, create: { email, role, grantedById: actorId }, update: { role, grantedById: actorId } });
    return {
      result: { applied: "invitation" as const, email, role },
      tags: [],
      audit: { action: "role.grant", targetType: "role_grant", targetId: email, summary: `${email}: ${role} on first sign-in` },
    };
  });
}

/** At sign-in: a role granted to this user's email before they had an account becomes theirs. */
export async function applyRoleGrant(userId: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, role: true } });
  if (!user?.email) return;
  const email = user.email;
  const grant = await db.roleGrant.findUnique({ where: { email } });
  if (!grant) return;
  await commitChange(null, async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { role: grant.role } });
    await tx.roleGrant.delete({ where: { email } });
    return { result: undefined, tags: [], audit: { action: "user.role", targetType: "user", targetId: userId, summary: `${email}: ${user.role} → ${grant.role} (granted before sign-in)` } };
  });
}
