import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LIST_PAGE_SIZE, type ListQuery } from "./schema";
import { literally } from "@/lib/db/literal-pattern";

/** A row of the content manager's table. */
export const adminListRowSelect = {
  id: true,
  title: true,
  slug: true,
  imageUrl: true,
  categoryId: true,
  author: true,
  status: true,
  createdById: true,
  updatedAt: true,
  category: { select: { name: true } },
  _count: { select: { reports: { where: { status: "pending" } } } },
} satisfies Prisma.ContentListSelect;

export interface AdminListRow {
  id: number;
  title: string;
  slug: string;
  imageUrl: string | null;
  categoryId: number | null;
  categoryName: string | null;
  author: string | null;
  status: "draft" | "published";
  createdById: string | null;
  /** Reports still waiting for a moderator. */
  openReports: number;
  updatedAt: Date;
}

export interface AdminListPage {
  items: AdminListRow[];
  total: number;
}

/**
 * One page of every list (drafts too), most recently changed first: titles matching `q` in any case and,
 * when asked, one category or none. The title filter is served by the trigram index on title.
 */
export async function findAdminLists(query: ListQuery): Promise<AdminListPage> {
  const where: Prisma.ContentListWhereInput = {
    ...(query.q && { title: { contains: literally(query.q), mode: "insensitive" } }),
    ...(query.category === "none" ? { categoryId: null } : query.category !== undefined ? { categoryId: query.category } : {}),
  };
  const [rows, total] = await Promise.all([
    db.contentList.findMany({
      where,
      select: adminListRowSelect,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: LIST_PAGE_SIZE,
      skip: (query.page - 1) * LIST_PAGE_SIZE,
    }),
    db.contentList.count({ where }),
  ]);
  return { items: rows.map(toAdminListRow), total };
}

function toAdminListRow(row: Prisma.ContentListGetPayload<{ select: typeof adminListRowSelect }>): AdminListRow {
  const { category, _count, ...fields } = row;
  return { ...fields, categoryName: category?.name ?? null, openReports: _count.reports };
}

/** Everything the list editor shows and may change. */
export const editableListSelect = {
  id: true,
  title: true,
  slug: true,
  content: true,
  imageUrl: true,
  sourceUrl: true,
  methodology: true,
  verificationStatus: true,
  qualityScore: true,
  affiliateDisclosure: true,
  lastVerifiedAt: true,
  categoryId: true,
  expertId: true,
  author: true,
  authorOrg: true,
  isFree: true,
  isFavorite: true,
  status: true,
  colorOptions: true,
  createdById: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ContentListSelect;

export type EditableList = Prisma.ContentListGetPayload<{ select: typeof editableListSelect }>;

export async function findEditableList(id: number): Promise<EditableList | null> {
  return db.contentList.findUnique({ where: { id }, select: editableListSelect });
}
