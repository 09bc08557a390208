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

type ListRow = Prisma.ContentListGetPayload<{ select: typeof publicListSelect }>;

export type PublicList = Omit<ListRow, "category"> & { category: { id: number; name: string; slug: string } | null };

// What may be public: published lists only (callers filter with PUBLISHED), hidden categories dropped.
export { PUBLISHED } from "./published-sql";

export function toPublicList(row: ListRow): PublicList {
  const { category, ...list } = row;
  return {
    ...list,
    category: category?.isVisible ? { id: category.id, name: category.name, slug: category.slug } : null,
  };
}
