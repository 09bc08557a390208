"use client";

import { useSyncExternalStore } from "react";

// One toast at a time, shown for 5000 ms. A new toast replaces the current one.
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function toast(message: Omit<ToastMessage, "id">): number {
  const id = nextId++;
  publish([{ ...message, id }]);
  return id;
}

export function dismissToast(id: number) {
  publish(current.filter((message) => message.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: ToastMessage[] = [];

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(subscribe, () => current, () => noToasts);
}
