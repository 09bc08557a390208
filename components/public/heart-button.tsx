"use client";

import type { MouseEvent } from "react";
import { HeartIcon } from "@/components/ui/icons";
import { cn } from "@/components/ui/cn";

/**
 * The heart on home cards. It only keeps the click from opening
 * the list and changes nothing; saving for real happens on the list page.
 */
export function HeartButton({ title, filled, className }: { title: string; filled: boolean; className?: string }) {
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.stopPropagation();
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Save ${title}`}
      aria-pressed={filled}
      className={cn(
        "grid h-10 w-10 place-items-center rounded-full bg-background/95 text-primary shadow-md ring-1 ring-secondary/10 hover:scale-105",
        className,
      )}
    >
      <HeartIcon filled={filled} className="h-5 w-5" />
    </button>
  );
}
