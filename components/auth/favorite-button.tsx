"use client";

import { useCallback } from "react";
import { cn } from "@/components/ui/cn";
import { HeartIcon } from "@/components/ui/icons";
import { apiRequest } from "@/lib/api-client";
import { useSignedInToggle } from "./use-signed-in-toggle";

/**
 * The heart on a list page: saves the list to the signed-in person's favorites.
 * Updates at once, then refetches the real status; signed-out clicks go to sign-in.
 */
export function FavoriteButton({ listId, listTitle, className }: { listId: number; listTitle: string; className?: string }) {
  const check = useCallback(
    () => apiRequest<{ isFavorited: boolean }>("GET", `/api/favorites/${listId}/check`).then((answer) => answer.isFavorited),
    [listId],
  );
  const { active: filled, signedIn, busy, toggle } = useSignedInToggle({
    check,
    change: (on) => (on ? apiRequest("POST", "/api/favorites", { listId }) : apiRequest("DELETE", `/api/favorites/${listId}`)),
    success: (on) => ({ title: on ? "Added to favorites" : "Removed from favorites", description: listTitle }),
    failureTitle: "Failed to update favorite",
  });
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={signedIn ? filled : undefined}
      aria-busy={busy}
      aria-label={filled ? `Remove ${listTitle} from favorites` : `Add ${listTitle} to favorites`}
      title={filled ? "Remove from favorites" : "Add to favorites"}
      className={cn(
        "grid h-11 w-11 place-items-center rounded-full border transition",
        filled ? "border-primary bg-primary text-background hover:bg-primary/90" : "border-primary/40 bg-background text-primary hover:border-primary hover:bg-primary/5",
        className,
      )}
    >
      <HeartIcon filled={filled} className="h-5 w-5" />
    </button>
  );
}
