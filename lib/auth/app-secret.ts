import { randomBytes } from "node:crypto";
import { configuredSecret } from "@/lib/ops/startup-checks";

// The key that signs next-auth's CSRF, state and PKCE cookies and keys reporter hashes: AUTH_SECRET. A
// public site does not start without it (startup-checks.ts); a site on this machine without one gets a
// random key for the life of the process, so nothing ever falls back to a value anyone can read here.
const PROCESS_SECRET = Symbol.for("the-lists.process-secret");
type WithSecret = typeof globalThis & { [PROCESS_SECRET]?: string };

export function appSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = configuredSecret(env);
  if (configured) return configured;
  const store = globalThis as WithSecret;
  return (store[PROCESS_SECRET] ??= randomBytes(32).toString("base64url"));
}
