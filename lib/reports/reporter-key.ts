import "server-only";
import { createHmac } from "node:crypto";
import { appSecret } from "@/lib/auth/app-secret";

/**
 * Who sent a report, without storing who they are: a keyed hash of the signed-in user, else of the
 * client address. The key is the app's secret, so the stored value cannot be reversed by guessing
 * addresses.
 */
export function reporterKey(userId: string | null, client: string): string {
  const secret = appSecret();
  const who = userId ? `user:${userId}` : `client:${client}`;
  return createHmac("sha256", secret).update(who).digest("hex");
}
