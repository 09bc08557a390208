"use client";

import { useSyncExternalStore } from "react";

// An open modal <dialog> sits in the browser's top layer and makes the rest of the page inert: anything
// shown outside it (a toast) is drawn behind its backdrop and can be neither read nor closed. Toasts
// render into one host element that lives inside the newest open dialog, or at the end of the body when
// none is open. The host moves; what React rendered into it stays mounted.

let host: HTMLDivElement | null = null;

function toastHost(): HTMLDivElement {
  host ??= document.createElement("div");
  return host;
}

function place() {
  const element = toastHost();
  const target = [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")].at(-1) ?? document.body;
  if (element.parentNode !== target) target.append(element);
}

function subscribe(): () => void {
  place();
  const observer = new MutationObserver(place);
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
  return () => observer.disconnect();
}

/** The element toasts render into (null on the server): inside the newest open dialog, else in the body. */
export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(subscribe, toastHost, () => null);
}
