"use client";

import { cn } from "@/components/ui/cn";
import { HeartIcon } from "@/components/ui/icons";
import { Tooltip } from "@/components/ui/tooltip";
import { useFavorite } from "./use-favorite";

/**
 * The heart on a list page: saves the list to the signed-in person's favorites, and says "Favorited" beside
 * it while it is one (under it on a phone, so the title beside the heart keeps its width). Updates at once,
 * then refetches the real status; signed-out clicks go to sign-in.
 */
export function FavoriteButton({ listId, listTitle, className }: { listId: number; listTitle: string; className?: string }) {
  const { active: filled, signedIn, busy, toggle } = useFavorite(listId, listTitle);
  return (
    <div className={cn("flex flex-col-reverse items-center gap-1 sm:flex-row sm:gap-2", className)}>
      <span aria-live="polite" className="text-xs font-semibold text-primary sm:text-sm" data-testid="favorited">
        {filled ? "Favorited" : ""}
      </span>
      <Tooltip label={filled ? "Remove from favorites" : "Add to favorites"}>
        <button
          type="button"
          onClick={toggle}
          aria-pressed={signedIn ? filled : undefined}
          aria-busy={busy}
          aria-label={filled ? `Remove ${listTitle} from favorites` : `Add ${listTitle} to favorites`}
          className={cn(
            "grid h-11 w-11 place-items-center rounded-full border transition",
            filled ? "border-primary bg-primary text-background hover:bg-primary/90" : "border-primary/40 bg-background text-primary hover:border-primary hover:bg-primary/5",
          )}
        >
          <HeartIcon filled={filled} className="h-5 w-5" />
        </button>
      </Tooltip>
    </div>
  );
}
