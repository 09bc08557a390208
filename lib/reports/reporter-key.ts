import "server-only";
import { createHmac } from "node:crypto";

/**
 * Who sent a report, without storing who they are: a keyed hash of the signed-in user, else of the
 * client address. The key is the app's secret, so the stored value cannot be reversed by guessing
 * addresses.
 */
export function reporterKey(userId: string | null, client: string): string {
  const secret = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET || "reporter-key";
  const who = userId ? `user:${userId}` : `client:${client}`;
  return createHmac("sha256", secret).update(who).digest("hex");
}
