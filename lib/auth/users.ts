import "server-only";
import { db } from "@/lib/db";
import { applyRoleGrant } from "@/lib/users/role-grants";
import type { SessionUser } from "./current-user";
import { isAdminEmail } from "./admin-emails";
import { sessionUserSelect } from "./sessions";
import { recordVerifiedAddress } from "./verified-address";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * ADMIN_EMAILS at sign-in: a user whose verified address is listed becomes admin, on first sign-in and on
 * every later one. Never demotes: removing an address from the list leaves roles to `npm run user:role`.
 */
export async function applyAdminEmails(userId: string): Promise<SessionUser | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { ...sessionUserSelect, emailVerified: true } });
  if (!user) return null;
  const { emailVerified, ...sessionUser } = user;
  if (user.role === "admin" || !emailVerified || !isAdminEmail(user.email)) return sessionUser;
  return db.user.update({ where: { id: userId }, data: { role: "admin" }, select: sessionUserSelect });
}

export interface DevSignInInput {
  email: string;
  firstName: string;
  lastName?: string | null;
}

/**
 * The development sign-in's user: the one with this email, or a new viewer. An existing user keeps
 * their names unless they had none. It runs only on a site on the developer's own machine, whose
 * developer vouches for the address they type.
 */
export async function findOrCreateDevUser(input: DevSignInInput, now = new Date()): Promise<SessionUser> {
  const email = normalizeEmail(input.email);
  const firstName = input.firstName.trim();
  const lastName = input.lastName?.trim() || null;
  const existing = await db.user.findUnique({ where: { email }, select: sessionUserSelect });
  let user: SessionUser;
  if (existing) {
    user =
      existing.firstName || existing.lastName
        ? existing
        : await db.user.update({ where: { id: existing.id }, data: { firstName, lastName }, select: sessionUserSelect });
    await recordVerifiedAddress(user.id, email, now);
  } else {
    user = await db.user
      .create({ data: { email, emailVerified: now, firstName, lastName }, select: sessionUserSelect })
      .catch(async (error: unknown) => {
        // Two sign-ins with a new address at the same moment: the other one created the row.
        const raced = await db.user.findUnique({ where: { email }, select: sessionUserSelect });
        if (raced) return raced;
        throw error;
      });
  }
  await applyRoleGrant(user.id);
  return (await applyAdminEmails(user.id)) ?? user;
}
