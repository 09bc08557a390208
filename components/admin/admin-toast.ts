"use client";

import { toast } from "sonner";
import { ApiError, isUnauthorizedError } from "@/lib/api-client";

// Every toast the panel shows goes through here, so titles, sentences and the lost-session rule are the
// same in every section. AdminToaster (admin-toaster.tsx) shows one at a time for 5 seconds.

/** How long the Unauthorized toast shows before the browser goes to sign in again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

let signingInAgain = false;

/**
 * When `error` means the session is gone (401): the Unauthorized toast and, after a moment, /api/login,
 * which returns to this address. Returns whether it was such an error.
 */
export function signInAgainIfLoggedOut(error: unknown): boolean {
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

/** A write that worked: "Success" over the sentence ("Category created successfully."). */
export function toastSuccess(sentence: string, title = "Success"): void {
  toast.success(title, { description: sentence });
}

export interface FailureText {
  /** The sentence shown under "Error" ("Failed to create category."). */
  sentence: string;
  /**
   * Uploads, role changes and review decisions show what the server said instead of the sentence, since
   * only the server knows why (the file type, the last admin); the sentence stands in when it said nothing.
   */
  serverMessageFirst?: boolean;
  title?: string;
}

/** The description of a failure toast, by the rule in FailureText: the server's `{ message }`, never a raw error page. */
export function failureDescription(error: unknown, text: FailureText): string {
  return (text.serverMessageFirst && error instanceof ApiError && error.serverMessage) || text.sentence;
}

/** A write that failed: Unauthorized (then sign in again) for a lost session, else "Error" and the sentence. */
export function toastFailure(error: unknown, text: FailureText | string): void {
  const failure = typeof text === "string" ? { sentence: text } : text;
  if (signInAgainIfLoggedOut(error)) return;
  toast.error(failure.title ?? "Error", { description: failureDescription(error, failure) });
}

export interface SavingText extends FailureText {
  loading: string;
  loadingDescription?: string;
  success: string;
  successTitle?: string;
}

/**
 * One toast that follows a save: `loading` while it runs, then the success or failure toast in its place.
 * Resolves or rejects as `work` does.
 */
export function toastWhileSaving<T>(work: Promise<T>, text: SavingText): Promise<T> {
  const id = toast.loading(text.loading, { description: text.loadingDescription });
  work.then(
    () => toast.success(text.successTitle ?? "Success", { id, description: text.success }),
    (error: unknown) => {
      if (signInAgainIfLoggedOut(error)) toast.dismiss(id);
      else toast.error(text.title ?? "Error", { id, description: failureDescription(error, text) });
    },
  );
  return work;
}

/** Input the form refuses before sending: "Validation Error" over what to fix ("Please enter a title."). */
export function toastValidationError(sentence: string): void {
  toast.error("Validation Error", { description: sentence });
}
