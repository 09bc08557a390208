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
    <form action="/search" method="get" role="search" onSubmit={onSubmit} className={cn("search-box", className)}>
      <label htmlFor={id} className="sr-only">
        Search lists
      </label>
      <SearchIcon className="h-4 w-4" />
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search lists..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
    </form>
  );
}
