"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";
import { toast, type ToastMessage } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "@/lib/api-client";
import { goToLogin, markSignedOut, useCurrentUser, whenAuthKnown } from "./use-current-user";

interface ToggleOptions {
  /** What is toggled ("favorite:12", "follow:curator:3"): every control with the same key shows one status. */
  key: string;
  /** Reads the real status from the server. */
  check: () => Promise<boolean>;
  /** Turns the status on (true) or off (false) on the server. */
  change: (on: boolean) => Promise<unknown>;
  /** The toast after a change that worked. */
  success: (on: boolean) => Omit<ToastMessage, "id">;
  /** The toast title when a change failed ("Failed to update favorite"). */
  failureTitle: string;
}

// The statuses of this page, shared by every control that shows one (a card's heart and its Save List
// button), each read from the server once per page load.
const statuses = new Map<string, boolean>();
const pending = new Set<string>();
const checks = new Map<string, Promise<boolean | null>>();
const listeners = new Set<() => void>();

function publish(key: string, on: boolean | null) {
  if (on === null) statuses.delete(key);
  else statuses.set(key, on);
  listeners.forEach((listener) => listener());
}

function setPending(key: string, busy: boolean) {
  if (busy) pending.add(key);
  else pending.delete(key);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * An on/off status of the signed-in person (a favorite, a follow): it updates at once, refetches the real
 * status after every change, and sends signed-out clicks to sign-in.
 */
export function useSignedInToggle({ key, check, change, success, failureTitle }: ToggleOptions) {
  const auth = useCurrentUser();
  const on = useSyncExternalStore(subscribe, () => statuses.get(key) ?? null, () => null);
  const busy = useSyncExternalStore(subscribe, () => pending.has(key), () => false);
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
    if (!signedIn || checks.has(key)) return;
    const first = fetchStatus();
    checks.set(key, first);
    void first.then((status) => {
      if (status === null) checks.delete(key);
      else if (!pending.has(key)) publish(key, status);
    });
  }, [signedIn, key, fetchStatus]);

  async function toggle() {
    if (pending.has(key)) return;
    // A click before the auth state arrived waits for it rather than being lost.
    const known = auth.status === "loading" ? await whenAuthKnown() : auth;
    if (known.status !== "signed-in") return goToLogin();
    const turningOn = !statuses.get(key);
    publish(key, turningOn);
    setPending(key, true);
    try {
      await change(turningOn);
      toast(success(turningOn));
    } catch (error) {
      publish(key, !turningOn);
      if (isUnauthorizedError(error)) {
        markSignedOut();
        return goToLogin();
      }
      toast({ title: failureTitle, description: "Please try again later.", variant: "destructive" });
    } finally {
      setPending(key, false);
      const status = await fetchStatus();
      if (status !== null) publish(key, status);
    }
  }

  return { active: signedIn && on === true, signedIn, busy: auth.status === "loading" || busy, toggle };
}
