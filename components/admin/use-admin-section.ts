"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { isAdminSectionId, type AdminSectionId } from "@/lib/auth/admin-sections";

// The panel keeps its section and open editor in the address, so reload, Back and links work. It reads
// the address with Next's hooks and writes it with the History API, which Next's router follows (the
// hooks update) without asking the server for the page again.

/** The address of a section: /admin for the dashboard, /admin/{id} for the others, plus any query. */
export function sectionHref(id: AdminSectionId, query?: Record<string, string>): string {
  const path = id === "dashboard" ? "/admin" : `/admin/${id}`;
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : "";
  return `${path}${search}`;
}

/** The open section and a way to open another (a new history entry). */
export function useAdminSection(initial: AdminSectionId) {
  const [, , segment] = usePathname().split("/");
  const tab = useSearchParams().get("tab");
  const id = segment || tab || "dashboard";
  const section = isAdminSectionId(id) ? id : initial;
  const open = useCallback((next: AdminSectionId, query?: Record<string, string>) => window.history.pushState(null, "", sectionHref(next, query)), []);
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
