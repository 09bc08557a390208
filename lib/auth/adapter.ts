import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { Adapter, AdapterAccount, AdapterUser } from "next-auth/adapters";
import type { PrismaClient, User } from "@/lib/generated/prisma/client";
import { splitName } from "./names";
import { normalizeEmail } from "./users";
import { addressForNewAccount } from "./verified-address";

/**
 * The Prisma adapter, mapped onto our users table: next-auth speaks `name` and `image`, the table has
 * firstName, lastName and profileImageUrl and a nullable email. Sessions
 * and verification tokens go through the adapter unchanged.
 */
export function createAuthAdapter(prisma: PrismaClient): Adapter {
  // @auth/prisma-adapter is typed against @auth/core; the calls used here are the same in next-auth 4.
  const base = PrismaAdapter(prisma as never) as unknown as Adapter;
  return {
    ...base,
    // next-auth passes the provider's profile() result, with whether the provider vouched for the address.
    async createUser(user: Omit<AdapterUser, "id"> & { emailTrusted?: boolean }) {
      const fromName = splitName(user.name);
      const email = user.email ? normalizeEmail(user.email) : null;
      const row = await prisma.$transaction(async (tx) =>
        tx.user.create({
          data: {
            ...(await addressForNewAccount(tx, email, user.emailTrusted === true, new Date())),
            firstName: clean(user.firstName) ?? fromName.firstName,
            lastName: clean(user.lastName) ?? fromName.lastName,
            profileImageUrl: clean(user.image),
          },
        }),
      );
      return toAdapterUser(row);
    },
    async getUser(id) {
      const row = await prisma.user.findUnique({ where: { id } });
      return row ? toAdapterUser(row) : null;
    },
    // next-auth links a new sign-in to the account found here, or refuses it (OAuthAccountNotLinked): only
    // an account holding the address verified counts, so an unverified claim never blocks the owner.
    async getUserByEmail(email) {
      const row = await prisma.user.findFirst({ where: { email: normalizeEmail(email), emailVerified: { not: null } } });
      return row ? toAdapterUser(row) : null;
    },
    async getUserByAccount({ provider, providerAccountId }) {
      const account = await prisma.account.findUnique({
        where: { provider_providerAccountId: { provider, providerAccountId } },
        select: { user: true },
      });
      return account ? toAdapterUser(account.user) : null;
    },
    // Addresses change only through recordVerifiedAddress, at a sign-in the provider vouched for.
    async updateUser({ id, name, image, firstName, lastName }) {
      const fromName = name !== undefined ? splitName(name) : undefined;
      const row = await prisma.user.update({
        where: { id },
        data: {
          ...(image !== undefined && { profileImageUrl: clean(image) }),
          ...(fromName && { firstName: fromName.firstName, lastName: fromName.lastName }),
          ...(firstName !== undefined && { firstName: clean(firstName) }),
          ...(lastName !== undefined && { lastName: clean(lastName) }),
        },
      });
      return toAdapterUser(row);
    },
    async deleteUser(id) {
      await prisma.user.deleteMany({ where: { id } });
    },
    async linkAccount(account: AdapterAccount) {
      // Only the columns the accounts table has: providers return extra token fields (GitHub's
      // refresh_token_expires_in is kept, others such as "not-before-policy" are dropped).
      await prisma.account.create({
        data: {
          userId: account.userId,
          type: account.type,
          provider: account.provider,
          providerAccountId: account.providerAccountId,
          refresh_token: text(account.refresh_token),
          access_token: text(account.access_token),
          expires_at: integer(account.expires_at),
          refresh_token_expires_in: integer(account.refresh_token_expires_in),
          token_type: text(account.token_type),
          scope: text(account.scope),
          id_token: text(account.id_token),
          session_state: text(account.session_state),
        },
      });
    },
    async getSessionAndUser(sessionToken) {
      const row = await prisma.session.findUnique({ where: { sessionToken }, include: { user: true } });
      if (!row) return null;
      const { user, ...session } = row;
      return { session: { sessionToken: session.sessionToken, userId: session.userId, expires: session.expires }, user: toAdapterUser(user) };
    },
    async deleteSession(sessionToken) {
      await prisma.session.deleteMany({ where: { sessionToken } });
    },
  };
}

export function toAdapterUser(row: User): AdapterUser {
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || null;
  return {
    id: row.id,
    email: row.email ?? "",
    emailVerified: row.emailVerified,
    name,
    image: row.profileImageUrl,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function integer(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}
