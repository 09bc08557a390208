"use client";

import { useActionState, type FormEvent } from "react";
import { cn } from "@/components/ui/cn";
import { HeartIcon } from "@/components/ui/icons";
import { Tooltip } from "@/components/ui/tooltip";
import { saveListAction } from "@/lib/favorites/save-action";
import { useFavorite } from "./use-favorite";

/**
 * The heart on a list page: saves the list to the signed-in person's favorites, and says "Favorited" beside
 * it while it is one (under it on a phone, so the title beside the heart keeps its width). Updates at once,
 * then refetches the real status; signed-out clicks go to sign-in. Without JavaScript it is a form whose
 * server action does the same (it only adds, as Save List does) and says so under the heart.
 */
export function FavoriteButton({ listId, listTitle, className }: { listId: number; listTitle: string; className?: string }) {
  const { active: filled, signedIn, busy, toggle } = useFavorite(listId, listTitle);
  const [posted, formAction] = useActionState(saveListAction, null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void toggle();
  }

  return (
    <form action={formAction} onSubmit={onSubmit} className={cn("relative", className)}>
      <input type="hidden" name="listId" value={listId} />
      <div className="flex flex-col-reverse items-center gap-1 sm:flex-row sm:gap-2">
        <span aria-live="polite" className="text-xs font-semibold text-primary sm:text-sm" data-testid="favorited">
          {filled ? "Favorited" : ""}
        </span>
        <Tooltip label={filled ? "Remove from favorites" : "Add to favorites"}>
          <button
            type="submit"
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
      {posted && (
        <p
          role="status"
          className={cn(
            "absolute right-0 top-full z-10 mt-2 w-48 rounded-lg border px-3 py-2 text-xs font-semibold",
            posted.ok ? "border-primary/30 bg-background text-primary" : "border-red-800/30 bg-red-50 text-red-800",
          )}
        >
          {posted.message}
        </p>
      )}
    </form>
  );
}
