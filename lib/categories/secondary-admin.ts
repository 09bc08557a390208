import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { conflict, notFoundError } from "@/lib/http/errors";
import { assertSameIds, fallbackSlug, slugTakenMessage } from "./admin";
import type { SecondaryCategoryCreate, SecondaryCategoryUpdate } from "./schema";

export interface AdminSecondaryCategory {
  id: number;
  name: string;
  slug: string;
  sortOrder: number;
}

const select = { id: true, name: true, slug: true, sortOrder: true } as const;

const NOT_FOUND = "Secondary category not found.";

// Secondary categories are the home page's chips: every change refreshes what carries the categories tag.
const TAGS = [cacheTags.categories];

export async function findAdminSecondaryCategories(): Promise<AdminSecondaryCategory[]> {
  return db.secondaryCategory.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }, { id: "asc" }], select });
}

export async function createSecondaryCategory(actorId: string, input: SecondaryCategoryCreate): Promise<AdminSecondaryCategory> {
  return commitChange(actorId, async (tx) => {
    if (input.slug && (await tx.secondaryCategory.findUnique({ where: { slug: input.slug }, select: { id: true } }))) throw conflict(slugTakenMessage(input.slug));
    const slug = input.slug ?? (await fallbackSlug(tx, "secondaryCategory"));
    const sortOrder = input.sortOrder ?? ((await tx.secondaryCategory.aggregate({ _max: { sortOrder: true } }))._max.sortOrder ?? -1) + 1;
    const row = await tx.secondaryCategory.create({ data: { ...input, slug, sortOrder }, select });
    return { result: row, tags: TAGS, audit: { action: "secondary-category.create", targetType: "secondary_category", targetId: row.id, summary: row.name } };
  });
}

export async function updateSecondaryCategory(actorId: string, id: number, changes: SecondaryCategoryUpdate): Promise<AdminSecondaryCategory> {
  return commitChange(actorId, async (tx) => {
    const before = await tx.secondaryCategory.findUnique({ where: { id }, select: { name: true, slug: true } });
    if (!before) throw notFoundError(NOT_FOUND);
    if (changes.slug !== undefined && changes.slug !== before.slug && (await tx.secondaryCategory.findUnique({ where: { slug: changes.slug }, select: { id: true } }))) {
      throw conflict(slugTakenMessage(changes.slug));
    }
    const row = await tx.secondaryCategory.update({ where: { id }, data: changes, select });
    const summary = row.name === before.name ? row.name : `${before.name} → ${row.name}`;
    return { result: row, tags: TAGS, audit: { action: "secondary-category.update", targetType: "secondary_category", targetId: id, summary } };
  });
}

export async function deleteSecondaryCategory(actorId: string, id: number): Promise<void> {
  await commitChange(actorId, async (tx) => {
    const row = await tx.secondaryCategory.findUnique({ where: { id }, select: { name: true } });
    if (!row) throw notFoundError(NOT_FOUND);
    await tx.secondaryCategory.delete({ where: { id } });
    return { result: undefined, tags: TAGS, audit: { action: "secondary-category.delete", targetType: "secondary_category", targetId: id, summary: row.name } };
  });
}

export async function reorderSecondaryCategories(actorId: string, ids: number[]): Promise<AdminSecondaryCategory[]> {
  await commitChange(actorId, async (tx) => {
    assertSameIds(await tx.secondaryCategory.findMany({ select: { id: true } }), ids, "secondary categories");
    for (const [index, id] of ids.entries()) await tx.secondaryCategory.update({ where: { id }, data: { sortOrder: index } });
    return { result: undefined, tags: TAGS, audit: { action: "secondary-category.reorder", targetType: "secondary_category", summary: `${ids.length} secondary categories reordered` } };
  });
  return findAdminSecondaryCategories();
}
