import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// What the public sees of a list: every public list field plus its category and expert.
export const publicListSelect = {
  id: true,
  slug: true,
  title: true,
  content: true,
  expertId: true,
  categoryId: true,
  verificationStatus: true,
  isFree: true,
  isFavorite: true,
  qualityScore: true,
  author: true,
  authorOrg: true,
  methodology: true,
  sourceUrl: true,
  imageUrl: true,
  affiliateDisclosure: true,
  status: true,
  colorOptions: true,
  lastVerifiedAt: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { id: true, name: true, slug: true, isVisible: true } },
  expert: {
    select: { id: true, name: true, handle: true, imageUrl: true, specialty: true, verified: true, credibilityScore: true },
  },
} satisfies Prisma.ContentListSelect;

// What a list card shows: the same fields with the body's stored plain-text preview (at most 200
// characters, kept current by a trigger on every write) in place of the body, so a page of cards neither
// reads bodies nor turns their HTML into text.
export const publicListCardSelect = { ...withoutBody(publicListSelect), preview: true } satisfies Prisma.ContentListSelect;

// What a list's own page reads: the whole list, and its stored preview for the page's description.
export const publicListPageSelect = { ...publicListSelect, preview: true } satisfies Prisma.ContentListSelect;

function withoutBody<S extends { content: true }>(select: S): Omit<S, "content"> {
  const fields: Partial<S> = { ...select };
  delete fields.content;
  return fields as Omit<S, "content">;
}

type ListRow = Prisma.ContentListGetPayload<{ select: typeof publicListSelect }>;
type CardRow = Prisma.ContentListGetPayload<{ select: typeof publicListCardSelect }>;
type PageRow = Prisma.ContentListGetPayload<{ select: typeof publicListPageSelect }>;
type PublicCategory = { id: number; name: string; slug: string } | null;

export type PublicList = Omit<ListRow, "category"> & { category: PublicCategory };
export type PublicListCard = Omit<CardRow, "category"> & { category: PublicCategory };
export type PublicListPage = Omit<PageRow, "category"> & { category: PublicCategory };

// What may be public: published lists only (callers filter with PUBLISHED), hidden categories dropped.
export { PUBLISHED } from "./published-sql";

export function toPublicList<R extends ListRow | CardRow | PageRow>(row: R): Omit<R, "category"> & { category: PublicCategory } {
  const { category, ...list } = row;
  return {
    ...list,
    category: category?.isVisible ? { id: category.id, name: category.name, slug: category.slug } : null,
  };
}
