"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { cn } from "@/components/ui/cn";

/** The header's search box. A plain GET form to /search, so it works without JavaScript too. */
export function HeaderSearch({ className, id = "header-search" }: { className?: string; id?: string }) {
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    // A blank or whitespace-only query does nothing.
    if (!query) return;
    router.push(`/search?q=${encodeURIComponent(query)}`);
  }

  return (
    <form action="/search" method="get" role="search" onSubmit={onSubmit} className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Search lists
      </label>
      <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-secondary" />
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search lists..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-10 w-full rounded-full border border-secondary/25 bg-background pl-10 pr-4 text-sm text-ink placeholder:text-ink/70 hover:border-secondary/45 focus:border-primary"
      />
    </form>
  );
}
