"use client";

import { useActionState, type FormEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { HeartIcon } from "@/components/ui/icons";
import { Tooltip } from "@/components/ui/tooltip";
import { saveListAction } from "@/lib/favorites/save-action";
import { useFavorite } from "./use-favorite";

interface SaveListControlProps {
  listId: number;
  listTitle: string;
  /** The page the control is on: where sign-in returns to. */
  returnTo: string;
  /** The heart on a card's picture, or the "Save List" button. */
  variant: "heart" | "button";
  className?: string;
}

/**
 * Saves a list to the signed-in person's favorites, or removes it again (the heart and "Save List" of a
 * list share one status). Signed out, it goes to sign-in and back to this page. Without JavaScript it is a
 * form whose server action does the same (it only adds) and says so under the control.
 */
export function SaveListControl({ listId, listTitle, returnTo, variant, className }: SaveListControlProps) {
  const { active, signedIn, busy, toggle } = useFavorite(listId, listTitle);
  const [posted, formAction] = useActionState(saveListAction, null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void toggle();
  }

  const button =
    variant === "heart" ? (
      <button
        type="submit"
        aria-label={active ? `Remove ${listTitle} from favorites` : `Save ${listTitle}`}
        aria-pressed={signedIn ? active : undefined}
        aria-busy={busy}
        className="grid h-10 w-10 place-items-center rounded-full bg-background/95 text-primary shadow-md ring-1 ring-secondary/10 hover:scale-105"
      >
        <HeartIcon filled={active} className="h-5 w-5" />
      </button>
    ) : (
      <button
        type="submit"
        aria-label={`${active ? "Saved" : "Save List"}: ${listTitle}`}
        aria-pressed={signedIn ? active : undefined}
        aria-busy={busy}
        className={buttonClasses(active ? "primary" : "outline", "md")}
      >
        <HeartIcon filled={active} className="h-4 w-4" />
        {active ? "Saved" : "Save List"}
      </button>
    );

  return (
    <form action={formAction} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="listId" value={listId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {variant === "heart" ? <Tooltip label={active ? "Remove from favorites" : "Save to favorites"}>{button}</Tooltip> : button}
      {posted && (
        <p
          role="status"
          className={cn(
            "mt-2 rounded-lg border px-3 py-2 text-xs font-semibold",
            variant === "heart" && "absolute right-0 top-full w-48",
            posted.ok ? "border-primary/30 bg-background text-primary" : "border-red-800/30 bg-red-50 text-red-800",
          )}
        >
          {posted.message}
        </p>
      )}
    </form>
  );
}
