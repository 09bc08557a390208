"use client";

import { toast } from "sonner";
import { isUnauthorizedError } from "@/lib/api-client";

/** How long the Unauthorized toast shows before the browser goes to sign in again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

let signingInAgain = false;

/**
 * For a failed admin call: when the session is gone (401), shows the Unauthorized toast and goes to
 * /api/login, which returns to the panel. Returns whether it handled the error.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  // One toast and one trip to sign in however many calls fail at once (the dashboard's cards each make
  // their own): a second navigation would cut the first off.
  if (signingInAgain) return true;
  signingInAgain = true;
  toast.error("Unauthorized", { id: "unauthorized", description: "You are logged out. Logging in again..." });
  const back = `${window.location.pathname}${window.location.search}`;
  // /api/login is a route handler that answers with redirects: a full browser navigation, not a router push.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.setTimeout(() => window.location.assign(`/api/login?callbackUrl=${encodeURIComponent(back)}`), LOGIN_REDIRECT_DELAY_MS);
  return true;
}

