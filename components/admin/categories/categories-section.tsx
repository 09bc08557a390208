"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LoadError } from "@/components/admin/load-error";
import { categoriesQuery, secondaryCategoriesQuery } from "@/components/admin/admin-queries";
import { PRIMARY, SECONDARY, type AdminCategory, type AdminSecondaryCategory } from "./category-api";
import { PrimaryCategories } from "./primary-categories";
import { SecondaryCategories } from "./secondary-categories";

/** The Categories tab: primary categories (navigation and topic pages) and secondary categories (chips). */
export default function CategoriesSection() {
  const queryClient = useQueryClient();
  const primary = useQuery(categoriesQuery);
  const secondary = useQuery(secondaryCategoriesQuery);
  // Changes shown before the server answers (a new order); the write then invalidates the key.
  const change =
    <T,>(queryKey: readonly unknown[]) =>
    (update: (items: T[]) => T[]) =>
      queryClient.setQueryData<T[]>(queryKey, (items) => items && update(items));

  const failed = primary.error ?? secondary.error;
  if (failed) {
    return (
      <LoadError
        what="the categories"
        error={failed}
        onRetry={() => {
          void primary.refetch();
          void secondary.refetch();
        }}
      />
    );
  }
  if (!primary.data || !secondary.data) {
    return (
      <p role="status" className="text-sm text-ink/70">
        Loading categories…
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <PrimaryCategories items={primary.data} onChange={change<AdminCategory>(PRIMARY.queryKey)} />
      <SecondaryCategories items={secondary.data} onChange={change<AdminSecondaryCategory>(SECONDARY.queryKey)} />
    </div>
  );
}
