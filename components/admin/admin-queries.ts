"use client";

import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import type { getDashboardStats } from "@/lib/admin/stats";
import type { findAdminCategories } from "@/lib/categories/admin";
import type { findAdminSecondaryCategories } from "@/lib/categories/secondary-admin";
import type { findAdminExperts } from "@/lib/experts/admin";
import type { JsonAnswer } from "@/lib/json-types";
import { queryKeys } from "./query-keys";

// The reads that more than one part of the panel shows: one key and one call each, so the parts share
// one request and one copy.

export type DashboardStatsJson = JsonAnswer<typeof getDashboardStats>;
export type AdminCategoryJson = JsonAnswer<typeof findAdminCategories>[number];
export type AdminSecondaryCategoryJson = JsonAnswer<typeof findAdminSecondaryCategories>[number];
export type AdminExpertJson = JsonAnswer<typeof findAdminExperts>[number];

export const getJson = <T>(url: string) => apiRequest<T>("GET", url);

export const statsQuery = queryOptions({ queryKey: queryKeys.stats, queryFn: () => getJson<DashboardStatsJson>("/api/admin/stats") });
export const categoriesQuery = queryOptions({ queryKey: queryKeys.categories, queryFn: () => getJson<AdminCategoryJson[]>("/api/admin/categories") });
export const secondaryCategoriesQuery = queryOptions({
  queryKey: queryKeys.secondaryCategories,
  queryFn: () => getJson<AdminSecondaryCategoryJson[]>("/api/admin/secondary-categories"),
});
export const expertsQuery = queryOptions({ queryKey: queryKeys.experts, queryFn: () => getJson<AdminExpertJson[]>("/api/admin/experts") });

/** A page of a queue: its items and the total the server counts in X-Total-Count. */
export async function getPage<Item>(url: string): Promise<{ items: Item[]; total: number }> {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  return { items: (await response.json()) as Item[], total: Number(response.headers.get("X-Total-Count") ?? 0) };
}
