"use client";

import { useApiResource } from "../use-api-resource";
import type { ListPage } from "./content-types";

export interface ListFilters {
  q: string;
  /** "" for all categories, "none" for uncategorized, else a category id. */
  category: string;
  page: number;
}

function requestUrl(filters: ListFilters): string {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set("q", filters.q.trim());
  if (filters.category) search.set("category", filters.category);
  if (filters.page > 1) search.set("page", String(filters.page));
  return `/api/admin/content-lists${search.size ? `?${search}` : ""}`;
}

/** One page of the content manager's table, loaded from the server for the current filters. */
export function useListPage(filters: ListFilters) {
  return useApiResource<ListPage>(requestUrl(filters));
}
