import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PUBLISHED, publicListSelect, toPublicList, type PublicList } from "./public-list";

export interface Page<T> {
  items: T[];
  total: number;
}

export type ListSort = "recent" | "title";

export interface PublishedListFilter {
  categorySlug?: string;
  categoryId?: number;
  expertHandle?: string;
  expertId?: number;
  free?: boolean;
  sort?: ListSort;
  limit?: number;
  offset?: number;
}

function publishedWhere(filter: PublishedListFilter): Prisma.ContentListWhereInput {
  return {
    ...PUBLISHED,
    ...(filter.categoryId !== undefined && { categoryId: filter.categoryId }),
    ...(filter.categorySlug !== undefined && { category: { slug: filter.categorySlug, isVisible: true } }),
    ...(filter.expertId !== undefined && { expertId: filter.expertId }),
    ...(filter.expertHandle !== undefined && { expert: { handle: filter.expertHandle } }),
    ...(filter.free !== undefined && { isFree: filter.free }),
  };
}

/** Published lists, newest first (or by title), with the total matching count. */
export async function findPublishedLists(filter: PublishedListFilter = {}): Promise<Page<PublicList>> {
  const where = publishedWhere(filter);
  const orderBy: Prisma.ContentListOrderByWithRelationInput[] =
    filter.sort === "title" ? [{ title: "asc" }, { id: "asc" }] : [{ updatedAt: "desc" }, { id: "desc" }];
  const [rows, total] = await Promise.all([
    db.contentList.findMany({ where, orderBy, select: publicListSelect, take: filter.limit ?? 100, skip: filter.offset ?? 0 }),
    db.contentList.count({ where }),
  ]);
  return { items: rows.map(toPublicList), total };
}

export async function findPublishedListBySlug(slug: string): Promise<PublicList | null> {
  const row = await db.contentList.findFirst({ where: { ...PUBLISHED, slug }, select: publicListSelect });
  return row ? toPublicList(row) : null;
}

export const RELATED_LIST_LIMIT = 3;

/** Lists to read next (relatedListsOf) for a list given by id. Null when the list is not public. */
export async function findRelatedLists(listId: number, limit = RELATED_LIST_LIMIT): Promise<PublicList[] | null> {
  const list = await db.contentList.findFirst({ where: { ...PUBLISHED, id: listId }, select: { id: true, categoryId: true, expertId: true } });
  return list ? relatedListsOf(list, limit) : null;
}

/** Lists to read next: the same category first, then the same expert; never the list itself. */
export async function relatedListsOf(
  list: { id: number; categoryId: number | null; expertId: number | null },
  limit = RELATED_LIST_LIMIT,
): Promise<PublicList[]> {
  const related: PublicList[] = [];
  const pick = async (where: Prisma.ContentListWhereInput) => {
    if (related.length >= limit) return;
    const rows = await db.contentList.findMany({
      where: { ...PUBLISHED, ...where, id: { notIn: [list.id, ...related.map((item) => item.id)] } },
      orderBy: [{ qualityScore: { sort: "desc", nulls: "last" } }, { updatedAt: "desc" }],
      select: publicListSelect,
      take: limit - related.length,
    });
    related.push(...rows.map(toPublicList));
  };
  if (list.categoryId !== null) await pick({ categoryId: list.categoryId });
  if (list.expertId !== null) await pick({ expertId: list.expertId });
  return related;
}
