"use client";

import { toast } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "@/lib/api-client";

/** The toast shows, and 500 ms later the browser goes to sign in again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * For a failed admin call: when the session is gone (401 containing "Unauthorized"), shows the
 * Unauthorized toast and goes to /api/login (which returns here). Returns whether it handled the error.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  // /api/login is a route handler that answers with redirects: a full browser navigation, not a router push.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.setTimeout(() => window.location.assign("/api/login"), LOGIN_REDIRECT_DELAY_MS);
  return true;
}
