import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Role } from "@/lib/auth/roles";
import { createSession } from "@/lib/auth/sessions";

export interface TestUser {
  id: string;
  email: string;
  session: string;
}

/** A user with a live database session, as a sign-in whose provider verified the address leaves them. */
export async function signedInUser(role: Role = "viewer", email = `user-${randomUUID()}@example.com`): Promise<TestUser> {
  const user = await db.user.create({ data: { email, emailVerified: new Date(), firstName: "Test", lastName: role, role } });
  const { sessionToken } = await createSession(user.id);
  return { id: user.id, email, session: sessionToken };
}

/** Opens (and migrates) the test database in a hook, outside the tests' time limit. */
export async function openTestDatabase(): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
