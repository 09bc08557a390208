"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getPage } from "../admin-queries";
import { queryKeys } from "../query-keys";
import type { ListRow } from "./content-types";

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

/** One page of the content manager's table, loaded from the server for the current filters; the last page stays shown while the next loads. */
export function useListPage(filters: ListFilters) {
  return useQuery({ queryKey: queryKeys.contentListPage(filters), queryFn: () => getPage<ListRow>(requestUrl(filters)), placeholderData: keepPreviousData });
}
