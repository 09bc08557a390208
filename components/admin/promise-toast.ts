"use client";

import { toast } from "sonner";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { LOGIN_REDIRECT_DELAY_MS } from "./unauthorized";

/**
 * A save with one toast that follows it: "loading" while it runs, then the success text, or "Error" with
 * the failure text (and the server's reason for a 400 or 409); a lost session shows Unauthorized and
 * goes to sign in again.
 */
export function savingToast<T>(work: Promise<T>, text: { loading: string; success: string; failure: string }): Promise<T> {
  toast.promise(work, {
    loading: text.loading,
    success: { message: "Success", description: text.success },
    error: (error: unknown) => {
      if (isUnauthorizedError(error)) {
        const back = `${window.location.pathname}${window.location.search}`;
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.setTimeout(() => window.location.assign(`/api/login?callbackUrl=${encodeURIComponent(back)}`), LOGIN_REDIRECT_DELAY_MS);
        return { message: "Unauthorized", description: "You are logged out. Logging in again..." };
      }
      const reason = errorMessage(error);
      return { message: "Error", description: reason ? `${text.failure} ${reason}` : text.failure };
    },
  });
  return work;
}
