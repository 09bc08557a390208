"use client";

import { useEffect, useSyncExternalStore } from "react";
import { apiRequest } from "@/lib/api-client";
import type { Role } from "@/lib/auth/roles";

// The visitor's authentication state (loading, signed in, or not signed in),
// fetched once per page load from GET /api/auth/user (not retried) and shared by the header and buttons.

export interface CurrentUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  role: Role;
}

export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

const LOADING: AuthState = { status: "loading" };
let state: AuthState = LOADING;
let requested = false;
const listeners = new Set<() => void>();

function publish(next: AuthState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function load() {
  if (requested) return;
  requested = true;
  apiRequest<CurrentUser>("GET", "/api/auth/user").then(
    (user) => publish(user ? { status: "signed-in", user } : { status: "signed-out" }),
    () => publish({ status: "signed-out" }),
  );
}

/** The auth state once it is known (at once when it already is). */
export function whenAuthKnown(): Promise<AuthState> {
  load();
  if (state.status !== "loading") return Promise.resolve(state);
  return new Promise((resolve) => {
    const listener = () => {
      if (state.status === "loading") return;
      listeners.delete(listener);
      resolve(state);
    };
    listeners.add(listener);
  });
}

/** The session has ended (a call answered 401): everything that shows auth state updates. */
export function markSignedOut() {
  publish({ status: "signed-out" });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentUser(): AuthState {
  useEffect(load, []);
  return useSyncExternalStore(subscribe, () => state, () => LOADING);
}

/** /api/login, returning to the page the visitor is on. */
export function loginHref(): string {
  if (typeof window === "undefined") return "/api/login";
  const here = `${window.location.pathname}${window.location.search}`;
  return `/api/login?callbackUrl=${encodeURIComponent(here)}`;
}

export function goToLogin() {
  window.location.assign(loginHref());
}
