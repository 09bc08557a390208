import "server-only";
import { cacheArea } from "@/lib/cache/cache-area";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PUBLISHED, publicListCardSelect, toPublicList, type PublicListCard } from "@/lib/lists/public-list";

export const publicExpertSelect = {
  id: true,
  name: true,
  handle: true,
  specialty: true,
  bio: true,
  imageUrl: true,
  verified: true,
  credibilityScore: true,
  socials: true,
  sortOrder: true,
} satisfies Prisma.ExpertSelect;

export interface ExpertSocials {
  website?: string;
  email?: string;
  twitter?: string;
  linkedin?: string;
}

export type PublicExpert = Omit<Prisma.ExpertGetPayload<{ select: typeof publicExpertSelect }>, "socials"> & {
  socials: ExpertSocials;
};

export function toPublicExpert(row: Prisma.ExpertGetPayload<{ select: typeof publicExpertSelect }>): PublicExpert {
  const socials = row.socials && typeof row.socials === "object" && !Array.isArray(row.socials) ? row.socials : {};
  const strings = Object.fromEntries(
    Object.entries(socials).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== ""),
  );
  return { ...row, socials: strings as ExpertSocials };
}

export async function findExperts(limit?: number): Promise<PublicExpert[]> {
  const rows = await db.expert.findMany({
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    select: publicExpertSelect,
    take: limit,
  });
  return rows.map(toPublicExpert);
}

export async function findExpertByHandle(handle: string): Promise<PublicExpert | null> {
  const row = await db.expert.findUnique({ where: { handle }, select: publicExpertSelect });
  return row ? toPublicExpert(row) : null;
}

/** How many of a curator's lists one page of their profile shows. */
export const CURATOR_LISTS_PAGE_SIZE = 24;

export interface CuratorProfile {
  expert: PublicExpert;
  /** The lists on the page asked for, as cards (a preview instead of the body). */
  lists: PublicListCard[];
  /** All the curator's published lists. */
  listCount: number;
}

/** A curator and one page of their published lists, newest first; null for an unknown handle. */
export async function findCuratorByHandle(handle: string, page = 1): Promise<CuratorProfile | null> {
  const row = await db.expert.findUnique({ where: { handle }, select: publicExpertSelect });
  if (!row) return null;
  const where = { ...PUBLISHED, expertId: row.id };
  const [lists, listCount] = await Promise.all([
    db.contentList.findMany({
      where,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      select: publicListCardSelect,
      skip: (page - 1) * CURATOR_LISTS_PAGE_SIZE,
      take: CURATOR_LISTS_PAGE_SIZE,
    }),
    db.contentList.count({ where }),
  ]);
  return { expert: toPublicExpert(row), lists: lists.map(toPublicList), listCount };
}

/** How many published lists the curator with this handle has; null for an unknown handle. */
export async function countCuratorLists(handle: string): Promise<number | null> {
  const row = await db.expert.findUnique({ where: { handle }, select: { _count: { select: { lists: { where: PUBLISHED } } } } });
  return row ? row._count.lists : null;
}

export type CategoryExpert = { id: number; name: string; handle: string };

// Every page of a topic (each sort, type and page number is its own address) shows the same curators in
// its expert filter: hundreds of rows on a large site, read once per topic and kept until a write names
// the category (every write to one of its lists does, the category a list left included) or any curator.
const expertsInCategory = cacheArea<CategoryExpert[]>("category-experts", {
  sizeOf: (experts) => experts.reduce((bytes, expert) => bytes + 64 + 2 * (expert.name.length + expert.handle.length), 0),
});

/** Experts with at least one published list in the category, for the topic page's expert filter. */
export function findExpertsInCategory(categoryId: number): Promise<CategoryExpert[]> {
  return expertsInCategory.remember(String(categoryId), [cacheTags.category(categoryId), cacheTags.experts], () =>
    db.expert.findMany({
      where: { lists: { some: { ...PUBLISHED, categoryId } } },
      orderBy: { name: "asc" },
      select: { id: true, name: true, handle: true },
    }),
  );
}
