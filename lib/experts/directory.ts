import "server-only";
import { db } from "@/lib/db";
import { PUBLISHED } from "@/lib/lists/published-sql";

/** Curators on one page of /curators. */
export const CURATOR_DIRECTORY_PAGE_SIZE = 24;

export interface DirectoryCurator {
  id: number;
  name: string;
  handle: string;
  imageUrl: string | null;
  specialty: string | null;
  verified: boolean;
  credibilityScore: number | null;
  /** Their published lists. */
  listCount: number;
}

/**
 * One page of the curators directory: every curator with at least one published list, verified first,
 * then by credibility (highest first, none last), then by name.
 */
export async function findCuratorDirectory(page: number): Promise<{ items: DirectoryCurator[]; total: number }> {
  const where = DIRECTORY_CURATORS;
  const [rows, total] = await Promise.all([
    db.expert.findMany({
      where,
      orderBy: [{ verified: "desc" }, { credibilityScore: { sort: "desc", nulls: "last" } }, { name: "asc" }, { id: "asc" }],
      skip: (page - 1) * CURATOR_DIRECTORY_PAGE_SIZE,
      take: CURATOR_DIRECTORY_PAGE_SIZE,
      select: {
        id: true,
        name: true,
        handle: true,
        imageUrl: true,
        specialty: true,
        verified: true,
        credibilityScore: true,
        _count: { select: { lists: { where: PUBLISHED } } },
      },
    }),
    db.expert.count({ where }),
  ]);
  return { items: rows.map(({ _count, ...curator }) => ({ ...curator, listCount: _count.lists })), total };
}

const DIRECTORY_CURATORS = { lists: { some: PUBLISHED } };

/** How many pages the curators directory has (one, even with nobody on it). */
export async function countCuratorDirectoryPages(): Promise<number> {
  return Math.max(1, Math.ceil((await db.expert.count({ where: DIRECTORY_CURATORS })) / CURATOR_DIRECTORY_PAGE_SIZE));
}
