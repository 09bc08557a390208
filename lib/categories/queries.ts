import "server-only";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";

export interface PublicCategory {
  id: number;
  name: string;
  slug: string;
}

const categoryFields = { id: true, name: true, slug: true } as const;

// The category bar is on every page: cached until a category write names the tag (on every instance);
// the hour is a backstop only.
export const findVisibleCategories = unstable_cache(
  async (): Promise<PublicCategory[]> =>
    db.category.findMany({ where: { isVisible: true }, orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: categoryFields }),
  ["visible-categories"],
  { tags: [cacheTags.all, cacheTags.categories], revalidate: 3600 },
);

export const findSecondaryCategories = unstable_cache(
  async (): Promise<{ id: number; name: string; slug: string }[]> =>
    db.secondaryCategory.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }], select: categoryFields }),
  ["secondary-categories"],
  { tags: [cacheTags.all, cacheTags.categories], revalidate: 3600 },
);

export async function findVisibleCategoryBySlug(slug: string): Promise<PublicCategory | null> {
  return db.category.findFirst({ where: { slug, isVisible: true }, select: categoryFields });
}
