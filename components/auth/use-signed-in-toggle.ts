"use client";

import { useCallback, useEffect, useState } from "react";
import { toast, type ToastMessage } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "@/lib/api-client";
import { goToLogin, markSignedOut, useCurrentUser, whenAuthKnown } from "./use-current-user";

interface ToggleOptions {
  /** Reads the real status from the server. */
  check: () => Promise<boolean>;
  /** Turns the status on (true) or off (false) on the server. */
  change: (on: boolean) => Promise<unknown>;
  /** The toast after a change that worked. */
  success: (on: boolean) => Omit<ToastMessage, "id">;
  /** The toast title when a change failed ("Failed to update favorite"). */
  failureTitle: string;
}

/**
 * An on/off status of the signed-in person (a favorite, a follow): it
 * updates at once, refetches the real status after every change, and sends signed-out clicks to sign-in.
 */
export function useSignedInToggle({ check, change, success, failureTitle }: ToggleOptions) {
  const auth = useCurrentUser();
  const [on, setOn] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const signedIn = auth.status === "signed-in";

  // The real status from the server; null when it could not be read.
  const fetchStatus = useCallback(
    () =>
      check().catch((error: unknown) => {
        if (isUnauthorizedError(error)) markSignedOut();
        return null;
      }),
    [check],
  );

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    fetchStatus().then((status) => current && status !== null && setOn(status));
    return () => {
      current = false;
    };
  }, [signedIn, fetchStatus]);

  async function toggle() {
    if (pending) return;
    // A click before the auth state arrived waits for it rather than being lost.
    const known = auth.status === "loading" ? await whenAuthKnown() : auth;
    if (known.status !== "signed-in") return goToLogin();
    const turningOn = !on;
    setOn(turningOn);
    setPending(true);
    try {
      await change(turningOn);
      toast(success(turningOn));
    } catch (error) {
      setOn(!turningOn);
      if (isUnauthorizedError(error)) {
        markSignedOut();
        return goToLogin();
      }
      toast({ title: failureTitle, description: "Please try again later.", variant: "destructive" });
    } finally {
      setPending(false);
      const status = await fetchStatus();
      if (status !== null) setOn(status);
    }
  }

  return { active: signedIn && on === true, signedIn, busy: auth.status === "loading" || pending, toggle };
}
