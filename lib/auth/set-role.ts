// Setting a role from the command line (scripts/set-role.ts). Takes the Prisma client as an argument,
// like the seed: scripts open their own database connection outside Next.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { HttpError, notFound } from "@/lib/http/errors";
import { ROLES, type Role } from "./roles";

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export interface RoleChange {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  previousRole: Role;
}

/**
 * Sets the role of the user with this email (case-insensitive), only when their sign-in provider verified
 * that address: anyone may claim an address at a provider that does not check it.
 */
export async function setUserRoleByEmail(prisma: PrismaClient, email: string, role: string): Promise<RoleChange> {
  if (!isRole(role)) throw new HttpError(400, `Unknown role "${role}". Use one of: ${ROLES.join(", ")}.`);
  const address = email.trim().toLowerCase();
  if (!address) throw new HttpError(400, "Give the email address of the user.");
  const users = await prisma.user.findMany({
    where: { email: { equals: address, mode: "insensitive" } },
    select: { id: true, role: true, emailVerified: true },
  });
  const user = users.find((candidate) => candidate.emailVerified !== null);
  if (!user && users.length > 0) {
    throw new HttpError(
      409,
      `The user with the email ${address} signed in with a provider that did not verify that address, so no role is set for it. Ask them to sign in with a provider that verifies their email.`,
    );
  }
  if (!user) throw notFound(`No user with the email ${address}. They must sign in once before a role can be set.`);
  const updated = await prisma.user.update({
    where: { id: user.id },
    data: { role },
    select: { email: true, firstName: true, lastName: true, role: true },
  });
  return { ...updated, previousRole: user.role };
}
