import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { keepOldAddress } from "@/lib/public/moved-pages";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFoundError } from "@/lib/http/errors";
import { firstFreeAddress } from "@/lib/validation/primitives";
import { CATEGORY_FALLBACK_SLUG, type CategoryCreate, type CategoryUpdate } from "./schema";

export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  isVisible: boolean;
  sortOrder: number;
  /** Lists of every status filed under the category. */
  listCount: number;
}

const adminCategorySelect = { id: true, name: true, slug: true, isVisible: true, sortOrder: true, _count: { select: { lists: true } } } as const;

type CategoryRow = Prisma.CategoryGetPayload<{ select: typeof adminCategorySelect }>;

const toAdminCategory = ({ _count, ...category }: CategoryRow): AdminCategory => ({ ...category, listCount: _count.lists });

const CATEGORY_NOT_FOUND = "Category not found.";

export const slugTakenMessage = (slug: string) => `The slug "${slug}" is already taken: choose another slug.`;


/**
 * The slug of a new category or secondary category whose name holds nothing a slug can: "category", or
 * "category-2", "category-3"… when taken.
 */
export async function fallbackSlug(tx: Prisma.TransactionClient, kind: "category" | "secondaryCategory"): Promise<string> {
  // Two such categories created at once would otherwise both pick the same free slug.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${kind}-fallback-slugs`}))`;
  const where = { slug: { startsWith: CATEGORY_FALLBACK_SLUG } };
  const rows = kind === "category" ? await tx.category.findMany({ where, select: { slug: true } }) : await tx.secondaryCategory.findMany({ where, select: { slug: true } });
  return firstFreeAddress(CATEGORY_FALLBACK_SLUG, new Set(rows.map((row) => row.slug)));
}

/** Every category, hidden ones included, in the order the site shows them. */
export async function findAdminCategories(): Promise<AdminCategory[]> {
  const rows = await db.category.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }, { id: "asc" }], select: adminCategorySelect });
  return rows.map(toAdminCategory);
}

/**
 * What a change to a category touches on the public site: the category bar and chips, its page under the
 * old and new slug, and every list that shows its name.
 */
async function categoryTags(tx: Prisma.TransactionClient, id: number, slugs: string[]): Promise<string[]> {
  const lists = await tx.contentList.findMany({ where: { categoryId: id }, select: { id: true } });
  return [cacheTags.categories, cacheTags.category(id), ...slugs.map(cacheTags.categorySlug), cacheTags.lists, ...lists.map((list) => cacheTags.list(list.id))];
}

/** Adds a category, at the end of the order unless the input places it. */
export async function createCategory(actorId: string, input: CategoryCreate): Promise<AdminCategory> {
  return commitChange(actorId, async (tx) => {
    if (input.slug && (await tx.category.findUnique({ where: { slug: input.slug }, select: { id: true } }))) throw conflict(slugTakenMessage(input.slug));
    const slug = input.slug ?? (await fallbackSlug(tx, "category"));
    const sortOrder = input.sortOrder ?? ((await tx.category.aggregate({ _max: { sortOrder: true } }))._max.sortOrder ?? -1) + 1;
    const row = await tx.category.create({ data: { ...input, slug, sortOrder }, select: adminCategorySelect });
    return {
      result: toAdminCategory(row),
      tags: [cacheTags.categories, cacheTags.category(row.id), cacheTags.categorySlug(row.slug)],
      audit: { action: "category.create", targetType: "category", targetId: row.id, summary: row.name },
    };
  });
}

/** Renames a category, changes its slug, or shows or hides it on the public site. */
export async function updateCategory(actorId: string, id: number, changes: CategoryUpdate): Promise<AdminCategory> {
  return commitChange(actorId, async (tx) => {
    const before = await tx.category.findUnique({ where: { id }, select: { name: true, slug: true, isVisible: true } });
    if (!before) throw notFoundError(CATEGORY_NOT_FOUND);
    if (changes.slug !== undefined && changes.slug !== before.slug && (await tx.category.findUnique({ where: { slug: changes.slug }, select: { id: true } }))) {
      throw conflict(slugTakenMessage(changes.slug));
    }
    const row = await tx.category.update({ where: { id }, data: changes, select: adminCategorySelect });
    await keepOldAddress(tx, "topics", id, before.slug, row.slug);
    const action = changes.isVisible === undefined || changes.isVisible === before.isVisible ? "category.update" : changes.isVisible ? "category.show" : "category.hide";
    return {
      result: toAdminCategory(row),
      tags: await categoryTags(tx, id, [before.slug, row.slug]),
      audit: { action, targetType: "category", targetId: id, summary: row.name === before.name ? row.name : `${before.name} → ${row.name}` },
    };
  });
}

/** Deletes a category: its lists become uncategorized and nobody follows it any more. */
export async function deleteCategory(actorId: string, id: number): Promise<void> {
  await commitChange(actorId, async (tx) => {
    const category = await tx.category.findUnique({ where: { id }, select: { name: true, slug: true } });
    if (!category) throw notFoundError(CATEGORY_NOT_FOUND);
    const tags = await categoryTags(tx, id, [category.slug]);
    await tx.follow.deleteMany({ where: { followType: "topic", followId: id } });
    await tx.category.delete({ where: { id } });
    return { result: undefined, tags, audit: { action: "category.delete", targetType: "category", targetId: id, summary: category.name } };
  });
}

/** Puts the categories in the order of `ids`, which must name every category once. */
export async function reorderCategories(actorId: string, ids: number[]): Promise<AdminCategory[]> {
  await commitChange(actorId, async (tx) => {
    const existing = await tx.category.findMany({ select: { id: true } });
    assertSameIds(existing, ids, "categories");
    for (const [index, id] of ids.entries()) await tx.category.update({ where: { id }, data: { sortOrder: index } });
    return {
      result: undefined,
      tags: [cacheTags.categories],
      audit: { action: "category.reorder", targetType: "category", summary: `${ids.length} categories reordered` },
    };
  });
  return findAdminCategories();
}

/**
 * A reorder (well-formed: not empty, no id twice) must name exactly the records there are: one made or
 * deleted meanwhile means the order is stale.
 */
export function assertSameIds(existing: { id: number }[], ids: number[], what: string): void {
  const known = new Set(existing.map((row) => row.id));
  if (known.size !== ids.length || ids.some((id) => !known.has(id))) {
    throw conflict(`The ${what} have changed since the page loaded: reload and reorder again.`);
  }
}
