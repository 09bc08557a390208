"use client";

import { Button } from "@/components/ui/button";
import { fieldClasses } from "@/components/ui/field";
import { PlusIcon, SearchIcon } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import type { NamedOption } from "./content-types";

/** Search by title, the category filter and New List. */
export function ContentToolbar({
  search,
  onSearch,
  category,
  onCategory,
  categories,
  onNew,
}: {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  categories: NamedOption[];
  onNew: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <label className="relative flex-1">
        <span className="sr-only">Search lists by title</span>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-secondary" />
        <input type="search" value={search} onChange={(event) => onSearch(event.target.value)} placeholder="Search lists..." className={`${fieldClasses} pl-9`} />
      </label>
      <label className="md:w-60">
        <span className="sr-only">Filter by category</span>
        <Select value={category} onChange={(event) => onCategory(event.target.value)}>
          <option value="">All Categories</option>
          {categories.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
          <option value="none">Uncategorized</option>
        </Select>
      </label>
      <Button onClick={onNew}>
        <PlusIcon className="h-4 w-4" /> New List
      </Button>
    </div>
  );
}

/** "1-10 of n" with previous and next, shown when more than one page matches. */
export function ContentPager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  if (total <= pageSize) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm text-ink/80">
      <p aria-live="polite">
        {first}-{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
