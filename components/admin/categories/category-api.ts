"use client";

import { apiRequest } from "@/lib/api-client";
import type { AdminCategoryJson as AdminCategory, AdminSecondaryCategoryJson as AdminSecondaryCategory } from "../admin-queries";
import { queryKeys } from "../query-keys";

export type { AdminCategory, AdminSecondaryCategory };

/** The two kinds of category share their calls; only the base address (and the cached answer's key) differs. */
export const PRIMARY = { base: "/api/admin/categories", queryKey: queryKeys.categories, noun: "category", title: "Category" } as const;
export const SECONDARY = { base: "/api/admin/secondary-categories", queryKey: queryKeys.secondaryCategories, noun: "secondary category", title: "Secondary Category" } as const;
export type CategoryKind = typeof PRIMARY | typeof SECONDARY;

export const createCategory = <T>(kind: CategoryKind, name: string, slug: string) => apiRequest<T>("POST", kind.base, { name, slug });
export const updateCategory = <T>(kind: CategoryKind, id: number, changes: { name?: string; slug?: string; isVisible?: boolean }) =>
  apiRequest<T>("PATCH", `${kind.base}/${id}`, changes);
export const deleteCategory = (kind: CategoryKind, id: number) => apiRequest<void>("DELETE", `${kind.base}/${id}`);
export const reorderCategories = <T>(kind: CategoryKind, ids: number[]) => apiRequest<T[]>("POST", `${kind.base}/reorder`, { ids });

/** "Secondary category" → for toasts that start a sentence. */
export const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);
