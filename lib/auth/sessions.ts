import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionUser } from "./current-user";
import { SESSION_MAX_AGE_SECONDS } from "./session-cookie";

export const sessionUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  role: true,
} satisfies Prisma.UserSelect;

/** A database session for `userId`, as next-auth creates one: a random token that expires in 30 days. */
export async function createSession(userId: string, now = new Date()): Promise<{ sessionToken: string; expires: Date }> {
  const sessionToken = randomBytes(32).toString("hex");
  const expires = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.session.create({ data: { sessionToken, userId, expires } });
  return { sessionToken, expires };
}

/** The user a session token belongs to; null when the token is unknown or expired (an expired row is removed). */
export async function findSessionUser(sessionToken: string, now = new Date()): Promise<SessionUser | null> {
  // Tokens are hex or UUIDs; anything else (a NUL byte, a megabyte of junk) cannot be a session.
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(sessionToken)) return null;
  const session = await db.session.findUnique({
    where: { sessionToken },
    select: { expires: true, user: { select: sessionUserSelect } },
  });
  if (!session) return null;
  if (session.expires <= now) {
    await db.session.deleteMany({ where: { sessionToken } });
    return null;
  }
  return session.user;
}

/** Ends one session on the server. Deleting a session that is already gone is not an error. */
export async function deleteSession(sessionToken: string): Promise<void> {
  if (!sessionToken) return;
  await db.session.deleteMany({ where: { sessionToken } });
}
