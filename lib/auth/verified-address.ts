import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Who an email address belongs to. An address counts as verified only when the provider vouched for it
// at a sign-in (users.emailVerified is when it last did); roles given by email follow verified addresses
// only. An account whose provider did not vouch for its address merely claims it: the claim is kept for
// display while nobody else wants the address, and dropped as soon as someone signs in with that address
// verified. So the first unverified sign-in can neither take an admin's role nor lock out the owner.

type Tx = Prisma.TransactionClient;

/** Drops unverified claims on `email` by accounts other than `exceptUserId`. */
async function releaseUnverifiedClaims(tx: Tx, email: string, exceptUserId?: string): Promise<void> {
  await tx.user.updateMany({ where: { email, emailVerified: null, ...(exceptUserId && { id: { not: exceptUserId } }) }, data: { email: null } });
}

/** A new account's address: verified ones take the address from unverified claims; unverified ones claim it only when free. */
export async function addressForNewAccount(tx: Tx, email: string | null, verified: boolean, now: Date): Promise<{ email: string | null; emailVerified: Date | null }> {
  if (!email) return { email: null, emailVerified: null };
  if (verified) {
    await releaseUnverifiedClaims(tx, email);
    return { email, emailVerified: now };
  }
  const holder = await tx.user.findUnique({ where: { email }, select: { id: true } });
  return { email: holder ? null : email, emailVerified: null };
}

/**
 * At a sign-in where the provider vouched for `email`: it becomes this user's verified address, unless
 * another account holds it verified (then nothing changes and the answer is false).
 */
export async function recordVerifiedAddress(userId: string, email: string, now = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const holder = await tx.user.findUnique({ where: { email }, select: { id: true, emailVerified: true } });
    if (holder && holder.id !== userId && holder.emailVerified) return false;
    await releaseUnverifiedClaims(tx, email, userId);
    await tx.user.update({ where: { id: userId }, data: { email, emailVerified: now } });
    return true;
  });
}

/** The account that holds `email` verified, if any: the only one an address may be linked to or given a role through. */
export function findUserByVerifiedEmail<S extends Prisma.UserSelect>(email: string, select: S, client: Tx = db) {
  return client.user.findFirst({ where: { email, emailVerified: { not: null } }, select });
}
