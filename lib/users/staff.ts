import "server-only";
import { commitChange, type ChangeOutcome } from "@/lib/cache/commit-change";
import { db } from "@/lib/db";
import { conflict, notFoundError } from "@/lib/http/errors";
import { displayName } from "@/lib/auth/names";
import type { Role } from "@/lib/auth/roles";
import type { Prisma } from "@/lib/generated/prisma/client";

export interface UserSummary {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  profileImageUrl: string | null;
  createdAt: Date;
  /** Whether a provider vouched for the address at a sign-in: roles by email follow verified addresses only. */
  emailVerified: boolean;
}

export const userSummarySelect = { id: true, firstName: true, lastName: true, email: true, emailVerified: true, role: true, profileImageUrl: true, createdAt: true } as const;

type UserSummaryRow = Omit<UserSummary, "emailVerified"> & { emailVerified: Date | null };

export function toUserSummary(row: UserSummaryRow): UserSummary {
  return { ...row, emailVerified: row.emailVerified !== null };
}

/** Every user, staff first (admin, editor, contributor, viewer), then by name. */
export async function findUsers(): Promise<UserSummary[]> {
  const users = await db.user.findMany({ select: userSummarySelect, orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { email: "asc" }] });
  const rank: Record<Role, number> = { admin: 0, editor: 1, contributor: 2, viewer: 3 };
  return users.map(toUserSummary).sort((a, b) => rank[a.role] - rank[b.role]);
}

/**
 * Gives a user a role. It applies on their next request (sessions read the role from the database).
 * The last admin cannot be demoted: someone must always be able to reach every section.
 */
/**
 * Whether changing a user from `current` to `next` would leave the site without an admin. Takes the lock
 * that serialises role changes (until the transaction ends), so two admins demoting each other at once
 * cannot leave no admin: call it before reading the user's role.
 */
export async function lockRolesAndCheck(tx: Prisma.TransactionClient): Promise<(current: Role, next: Role) => Promise<boolean>> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(72707370)`;
  return async (current, next) => current === "admin" && next !== "admin" && (await tx.user.count({ where: { role: "admin" } })) <= 1;
}

export async function changeUserRole(actorId: string, userId: string, role: Role): Promise<UserSummary> {
  return commitChange(actorId, async (tx) => changeRoleHoldingLock(tx, await lockRolesAndCheck(tx), userId, role));
}

/** changeUserRole's work, inside a transaction that already holds the role lock (lockRolesAndCheck). */
export async function changeRoleHoldingLock(
  tx: Prisma.TransactionClient,
  removesLastAdmin: (current: Role, next: Role) => Promise<boolean>,
  userId: string,
  role: Role,
): Promise<ChangeOutcome<UserSummary>> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: userSummarySelect });
  if (!user) throw notFoundError("User not found.");
  if (await removesLastAdmin(user.role, role)) throw conflict("This is the last admin: make someone else an admin first.");
  const updated = await tx.user.update({ where: { id: userId }, data: { role }, select: userSummarySelect });
  return {
    result: toUserSummary(updated),
    tags: [],
    audit: { action: "user.role", targetType: "user", targetId: userId, summary: `${displayName(user)}: ${user.role} → ${role}` },
  };
}
