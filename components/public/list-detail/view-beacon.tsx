"use client";

import { useEffect } from "react";

// A cached page runs no server code per view, so the browser reports the view: once per page shown (not on
// a prefetch, which runs no effects). The server counts a visitor once per list per day.
export function ViewBeacon({ listId }: { listId: number }) {
  useEffect(() => {
    void fetch(`/api/public/lists/${listId}/view`, { method: "POST", keepalive: true }).catch(() => undefined);
  }, [listId]);
  return null;
}
