import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { commitChange } from "@/lib/cache/commit-change";
import { db } from "@/lib/db";
import type { Role } from "@/lib/auth/roles";
import { STAFF_ROLES } from "./schema";
import { displayName } from "@/lib/auth/names";
import { findUserByVerifiedEmail } from "@/lib/auth/verified-address";
import { changeRoleHoldingLock, lockRolesAndCheck, toUserSummary, userSummarySelect, type UserSummary } from "./staff";

export interface StaffMembers {
  users: UserSummary[];
  /** Emails given a role before their first sign-in. */
  invitations: { email: string; role: Role; createdAt: Date }[];
}

/** Admins and editors, and the roles waiting for someone to sign in with a verified address. */
export async function findStaff(): Promise<StaffMembers> {
  const [users, invitations] = await Promise.all([
    db.user.findMany({ where: { role: { in: [...STAFF_ROLES] } }, select: userSummarySelect, orderBy: [{ role: "asc" }, { email: "asc" }] }),
    db.roleGrant.findMany({ select: { email: true, role: true, createdAt: true }, orderBy: { createdAt: "asc" } }),
  ]);
  return { users: users.map(toUserSummary), invitations };
}

export type GrantOutcome = { applied: "user"; user: UserSummary } | { applied: "invitation"; email: string; role: Role };

/**
 * Gives a role by email: at once when an account holds that address verified, else kept until someone
 * signs in with that address verified (an account that only claims the address does not get it). Both
 * this and applying a kept grant at sign-in hold the role lock, so a sign-in at the same moment either
 * finds the grant or is found here.
 */
export async function grantStaffRole(actorId: string, email: string, role: Role): Promise<GrantOutcome> {
  return commitChange<GrantOutcome>(actorId, async (tx) => {
    const removesLastAdmin = await lockRolesAndCheck(tx);
    const existing = await findUserByVerifiedEmail(email, { id: true }, tx);
    if (existing) {
      const changed = await changeRoleHoldingLock(tx, removesLastAdmin, existing.id, role);
      return { ...changed, result: { applied: "user" as const, user: changed.result } };
    }
    await tx.roleGrant.upsert({ where: { email }, create: { email, role, grantedById: actorId }, update: { role, grantedById: actorId } });
    return {
      result: { applied: "invitation" as const, email, role },
      tags: [],
      audit: { action: "role.grant", targetType: "role_grant", summary: `${role}, from their first verified sign-in` },
    };
  });
}

/** At a verified sign-in: a role granted to this user's address while nobody held it verified becomes theirs. */
export async function applyRoleGrant(userId: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true, role: true, firstName: true, lastName: true } });
  if (!user?.email || !user.emailVerified) return;
  const email = user.email;
  // Cheap check first: most sign-ins have no grant waiting.
  if (!(await db.roleGrant.findUnique({ where: { email }, select: { email: true } }))) return;
  await commitChange(null, async (tx) => {
    const removesLastAdmin = await lockRolesAndCheck(tx);
    // Read again under the lock: an admin may have changed or withdrawn the grant meanwhile.
    const grant = await tx.roleGrant.findUnique({ where: { email } });
    if (!grant) return { result: undefined, tags: [] };
    await tx.roleGrant.delete({ where: { email } });
    // A grant made for this address never takes the site's last admin away.
    const current = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true } });
    if (await removesLastAdmin(current.role, grant.role)) return { result: undefined, tags: [] };
    await tx.user.update({ where: { id: userId }, data: { role: grant.role } });
    // The change is the granting admin's, made at this sign-in.
    await recordAudit(tx, grant.grantedById, { action: "user.role", targetType: "user", targetId: userId, summary: `${displayName(user)}: ${current.role} → ${grant.role} (granted before sign-in)` });
    return { result: undefined, tags: [] };
  });
}
