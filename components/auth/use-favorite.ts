"use client";

import { useCallback } from "react";
import { apiRequest } from "@/lib/api-client";
import { useSignedInToggle } from "./use-signed-in-toggle";

/** Whether the signed-in person saved this list, and the toggle every favorite control shares. */
export function useFavorite(listId: number, listTitle: string) {
  const check = useCallback(
    () => apiRequest<{ isFavorited: boolean }>("GET", `/api/favorites/${listId}/check`).then((answer) => answer.isFavorited),
    [listId],
  );
  return useSignedInToggle({
    key: `favorite:${listId}`,
    check,
    change: (on) => (on ? apiRequest("POST", "/api/favorites", { listId }) : apiRequest("DELETE", `/api/favorites/${listId}`)),
    success: (on) => ({ title: on ? "Added to favorites" : "Removed from favorites", description: listTitle }),
    failureTitle: "Failed to update favorite",
  });
}
