import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PUBLISHED } from "./public-list";

// A list page shows lists to read next, picked from pools in order: the published lists of its category,
// then, when those are too few, its curator's; best quality score first, then the most recently updated.
// A kept page carries the tag of each pool it picked from. A change to a list names a pool's tag only when
// that list ranks, before or after the change, among the pool's first RELATED_LIST_LIMIT + 1 (a page never
// picks its own list, so one more than it shows): an edit further down alters no page's picks, and the
// pool's other list pages stay kept.

export const RELATED_LIST_LIMIT = 3;

export const RELATED_ORDER = [{ qualityScore: { sort: "desc", nulls: "last" } }, { updatedAt: "desc" }] satisfies Prisma.ContentListOrderByWithRelationInput[];

export type RelatedTo = { id: number; categoryId: number | null; expertId: number | null };

/** The tags of the pools a list page picked `related` from (its category's always; its curator's only if it fell back on them). */
export function relatedPoolTagsOfPage(list: RelatedTo, related: { categoryId: number | null }[], limit = RELATED_LIST_LIMIT): string[] {
  const fromCategory = list.categoryId === null ? 0 : related.filter((item) => item.categoryId === list.categoryId).length;
  return [
    ...(list.categoryId !== null ? [cacheTags.categoryLeaders(list.categoryId)] : []),
    ...(list.expertId !== null && fromCategory < limit ? [cacheTags.expertLeaders(list.expertId)] : []),
  ];
}

/** What a list's rank in a pool depends on. */
export interface RankedListState {
  id: number;
  status: string;
  categoryId: number | null;
  expertId: number | null;
  qualityScore: number | null;
  updatedAt: Date;
}

/** The columns of a RankedListState. */
export const rankedListStateSelect = { id: true, status: true, categoryId: true, expertId: true, qualityScore: true, updatedAt: true } satisfies Prisma.ContentListSelect;

interface Pool {
  tag: string;
  where: Prisma.ContentListWhereInput;
  members: RankedListState[];
}

/**
 * The tags of the pools whose picks a change to one list may alter, given its states before and after
 * the change (either may be missing: created, deleted). Run inside the write's transaction, after it.
 */
export async function relatedPoolTagsOfChange(tx: Prisma.TransactionClient, states: (RankedListState | null | undefined)[]): Promise<string[]> {
  const published = states.filter((state): state is RankedListState => state?.status === PUBLISHED.status);
  if (published.length === 0) return [];
  const listId = published[0].id;
  const pools: Pool[] = [];
  for (const categoryId of new Set(published.map((state) => state.categoryId))) {
    if (categoryId !== null) pools.push({ tag: cacheTags.categoryLeaders(categoryId), where: { categoryId }, members: published.filter((state) => state.categoryId === categoryId) });
  }
  for (const expertId of new Set(published.map((state) => state.expertId))) {
    if (expertId !== null) pools.push({ tag: cacheTags.expertLeaders(expertId), where: { expertId }, members: published.filter((state) => state.expertId === expertId) });
  }
  const tags: string[] = [];
  for (const pool of pools) {
    const others = await tx.contentList.findMany({
      where: { ...PUBLISHED, ...pool.where, id: { not: listId } },
      orderBy: RELATED_ORDER,
      take: RELATED_LIST_LIMIT + 1,
      select: { qualityScore: true, updatedAt: true },
    });
    const last = others[RELATED_LIST_LIMIT];
    if (!last || pool.members.some((state) => !ranksBelow(state, last))) tags.push(pool.tag);
  }
  return tags;
}

/** Whether `state` comes strictly after `other` in RELATED_ORDER (on a tie the database may order them either way). */
function ranksBelow(state: Pick<RankedListState, "qualityScore" | "updatedAt">, other: Pick<RankedListState, "qualityScore" | "updatedAt">): boolean {
  const score = (item: { qualityScore: number | null }) => item.qualityScore ?? Number.NEGATIVE_INFINITY;
  if (score(state) !== score(other)) return score(state) < score(other);
  return state.updatedAt.getTime() < other.updatedAt.getTime();
}
