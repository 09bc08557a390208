import "server-only";
import { cookies } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import type { Role } from "./roles";
import { sessionCookieName } from "./session-cookie";
import { findSessionUser } from "./sessions";

export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
}

/** The signed-in user of the current request, read from the database session; null when signed out. */
export const getCurrentUser: () => Promise<SessionUser | null> = cache(async () => {
  const token = await readSessionToken();
  return token ? findSessionUser(token) : null;
});

async function readSessionToken(): Promise<string | null> {
  let store: Awaited<ReturnType<typeof cookies>>;
  try {
    store = await cookies();
  } catch (error) {
    // Next's own signals (dynamic rendering, redirects) must pass through; outside any request
    // (scripts, tests calling lib/ directly) there is simply nobody signed in.
    unstable_rethrow(error);
    return null;
  }
  return store.get(sessionCookieName())?.value || null;
}
