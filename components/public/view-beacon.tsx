"use client";

import { useEffect } from "react";

/** The page a view is counted for: a list (whose views also feed trending), or another public page. */
export type ViewedPage =
  | { page: "list"; id: number }
  | { page: "home" | "trending" | "search" | "curators" }
  | { page: "topic" | "curator"; id: number };

// A cached page runs no server code per view, so the browser reports the view: once per page shown (not on
// a prefetch, which runs no effects). The server counts a visitor once per page per day.
export function ViewBeacon({ target }: { target: ViewedPage }) {
  const key = JSON.stringify(target);
  useEffect(() => {
    const viewed = JSON.parse(key) as ViewedPage;
    const request: RequestInit = { method: "POST", keepalive: true };
    const sent =
      viewed.page === "list"
        ? fetch(`/api/public/lists/${viewed.id}/view`, request)
        : fetch("/api/public/views", { ...request, headers: { "Content-Type": "application/json" }, body: key });
    void sent.catch(() => undefined);
  }, [key]);
  return null;
}
