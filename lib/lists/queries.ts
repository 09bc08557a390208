import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { RELATED_LIST_LIMIT, RELATED_ORDER, type RelatedTo } from "./related-pools";
import { PUBLISHED, publicListCardSelect, publicListPageSelect, publicListSelect, toPublicList, type PublicList, type PublicListCard, type PublicListPage } from "./public-list";

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

function publishedPage(filter: PublishedListFilter) {
  const orderBy: Prisma.ContentListOrderByWithRelationInput[] =
    filter.sort === "title" ? [{ title: "asc" }, { id: "asc" }] : [{ updatedAt: "desc" }, { id: "desc" }];
  return { where: publishedWhere(filter), orderBy, take: filter.limit ?? 100, skip: filter.offset ?? 0 };
}

/** Published lists, newest first (or by title), with the total matching count. */
export async function findPublishedLists(filter: PublishedListFilter = {}): Promise<Page<PublicList>> {
  const page = publishedPage(filter);
  const [rows, total] = await Promise.all([db.contentList.findMany({ ...page, select: publicListSelect }), db.contentList.count({ where: page.where })]);
  return { items: rows.map(toPublicList), total };
}

/** The same page of published lists as cards: each with its plain-text preview instead of its body. */
export async function findPublishedListCards(filter: PublishedListFilter = {}): Promise<Page<PublicListCard>> {
  const page = publishedPage(filter);
  const [rows, total] = await Promise.all([db.contentList.findMany({ ...page, select: publicListCardSelect }), db.contentList.count({ where: page.where })]);
  return { items: rows.map(toPublicList), total };
}

export async function findPublishedListBySlug(slug: string): Promise<PublicList | null> {
  const row = await db.contentList.findFirst({ where: { ...PUBLISHED, slug }, select: publicListSelect });
  return row ? toPublicList(row) : null;
}

/** A published list as its own page shows it: the whole list and its stored plain-text preview. */
export async function findPublishedListPageBySlug(slug: string): Promise<PublicListPage | null> {
  const row = await db.contentList.findFirst({ where: { ...PUBLISHED, slug }, select: publicListPageSelect });
  return row ? toPublicList(row) : null;
}

/** Lists to read next (relatedListsOf) for a list given by id, with what they were picked for. Null when the list is not public. */
export async function findRelatedLists(listId: number, limit = RELATED_LIST_LIMIT): Promise<{ list: RelatedTo; related: PublicList[] } | null> {
  const list = await db.contentList.findFirst({ where: { ...PUBLISHED, id: listId }, select: { id: true, categoryId: true, expertId: true } });
  return list ? { list, related: await relatedListsOf(list, limit) } : null;
}

/** The reads of lists to read next, in order: the same category first, then the same expert. */
function relatedSources(list: RelatedTo): Prisma.ContentListWhereInput[] {
  return [...(list.categoryId !== null ? [{ categoryId: list.categoryId }] : []), ...(list.expertId !== null ? [{ expertId: list.expertId }] : [])];
}

const relatedQuery = (list: RelatedTo, source: Prisma.ContentListWhereInput, found: { id: number }[], limit: number) => ({
  where: { ...PUBLISHED, ...source, id: { notIn: [list.id, ...found.map((item) => item.id)] } },
  orderBy: RELATED_ORDER,
  take: limit - found.length,
});

/** Lists to read next: the same category first, then the same expert; never the list itself. */
export function relatedListsOf(list: RelatedTo, limit = RELATED_LIST_LIMIT): Promise<PublicList[]> {
  return pickRelated(list, limit, async (query) => (await db.contentList.findMany({ ...query, select: publicListSelect })).map(toPublicList));
}

/** relatedListsOf as cards: each with its plain-text preview instead of its body. */
export function relatedListCardsOf(list: RelatedTo, limit = RELATED_LIST_LIMIT): Promise<PublicListCard[]> {
  return pickRelated(list, limit, async (query) => (await db.contentList.findMany({ ...query, select: publicListCardSelect })).map(toPublicList));
}

async function pickRelated<T extends { id: number }>(list: RelatedTo, limit: number, read: (query: ReturnType<typeof relatedQuery>) => Promise<T[]>): Promise<T[]> {
  const related: T[] = [];
  for (const source of relatedSources(list)) {
    if (related.length >= limit) break;
    related.push(...(await read(relatedQuery(list, source, related, limit))));
  }
  return related;
}
