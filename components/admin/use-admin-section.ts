"use client";

import { useCallback, useEffect, useState } from "react";
import { isAdminSectionId, type AdminSectionId } from "@/lib/auth/admin-sections";

/** The address of a section: /admin for the dashboard, /admin/{id} for the others, plus any query. */
export function sectionHref(id: AdminSectionId, query?: Record<string, string>): string {
  const path = id === "dashboard" ? "/admin" : `/admin/${id}`;
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : "";
  return `${path}${search}`;
}

function sectionFromLocation(fallback: AdminSectionId): AdminSectionId {
  const [, , segment] = window.location.pathname.split("/");
  const id = segment || new URLSearchParams(window.location.search).get("tab") || "dashboard";
  return isAdminSectionId(id) ? id : fallback;
}

/** The open section, kept in the address bar so reload and back work without a server round trip. */
export function useAdminSection(initial: AdminSectionId) {
  const [section, setSection] = useState(initial);

  useEffect(() => {
    const onPopState = () => setSection(sectionFromLocation(initial));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [initial]);

  const open = useCallback((id: AdminSectionId, query?: Record<string, string>) => {
    window.history.pushState(null, "", sectionHref(id, query));
    setSection(id);
  }, []);

  return [section, open] as const;
}
