"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useSyncExternalStore } from "react";
import { isAdminSectionId, type AdminSectionId } from "@/lib/auth/admin-sections";

// The panel keeps its section and open editor in the address, so reload, Back and links work. It writes the
// address with the History API and reads the section from the address itself, told of each change by the
// browser (Back, Forward) and by `open`: Next's router also follows the History API, but only once its
// own effects have run, and a click in the moment between hydration and those effects changed the
// address while the panel kept showing the section it started with.

const SECTION_OPENED = "admin-section-opened";

/** The address of a section: /admin for the dashboard, /admin/{id} for the others, plus any query. */
export function sectionHref(id: AdminSectionId, query?: Record<string, string>): string {
  const path = id === "dashboard" ? "/admin" : `/admin/${id}`;
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : "";
  return `${path}${search}`;
}

/** The section an address names (its second path segment, else its `tab` query), or null. */
function sectionOfAddress(pathname: string, tab: string | null): AdminSectionId | null {
  const id = pathname.split("/")[2] || tab || "dashboard";
  return isAdminSectionId(id) ? id : null;
}

function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(SECTION_OPENED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(SECTION_OPENED, onChange);
  };
}

const sectionOfLocation = () => sectionOfAddress(window.location.pathname, new URLSearchParams(window.location.search).get("tab"));

/** The open section and a way to open another (a new history entry). */
export function useAdminSection(initial: AdminSectionId) {
  const rendered = sectionOfAddress(usePathname(), useSearchParams().get("tab"));
  const section = useSyncExternalStore(subscribeToAddress, sectionOfLocation, () => rendered) ?? initial;
  const open = useCallback((next: AdminSectionId, query?: Record<string, string>) => {
    window.history.pushState(null, "", sectionHref(next, query));
    window.dispatchEvent(new Event(SECTION_OPENED));
  }, []);
  return [section, open] as const;
}

/** Sets (a string) or removes (null) query parameters of the current address, replacing its history entry. */
export function replaceAddressQuery(changes: Record<string, string | null>): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  window.history.replaceState(null, "", `${url.pathname}${url.search}`);
}
