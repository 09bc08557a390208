"use client";

import { LoadError } from "@/components/admin/load-error";
import { useLoadedResource } from "@/components/admin/use-api-resource";
import { fetchCategories, PRIMARY, SECONDARY, type AdminCategory, type AdminSecondaryCategory } from "./category-api";
import { PrimaryCategories } from "./primary-categories";
import { SecondaryCategories } from "./secondary-categories";

interface Loaded {
  primary: AdminCategory[];
  secondary: AdminSecondaryCategory[];
}

async function loadCategories(): Promise<Loaded> {
  const [primary, secondary] = await Promise.all([fetchCategories<AdminCategory>(PRIMARY), fetchCategories<AdminSecondaryCategory>(SECONDARY)]);
  return { primary, secondary };
}

/** The Categories tab: primary categories (navigation and topic pages) and secondary categories (chips). */
export default function CategoriesSection() {
  const { data: loaded, error, reload, update } = useLoadedResource<Loaded>("categories", loadCategories);

  if (error) return <LoadError what="the categories" error={error} onRetry={reload} />;
  if (!loaded) {
    return (
      <p role="status" className="text-sm text-ink/70">
        Loading categories…
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <PrimaryCategories items={loaded.primary} onChange={(change) => update((state) => ({ ...state, primary: change(state.primary) }))} />
      <SecondaryCategories items={loaded.secondary} onChange={(change) => update((state) => ({ ...state, secondary: change(state.secondary) }))} />
    </div>
  );
}
