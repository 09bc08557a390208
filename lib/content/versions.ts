import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The list fields a version keeps: everything an editor can change, so a restore brings all of it back. */
export const VERSIONED_FIELDS = [
  "title",
  "slug",
  "content",
  "imageUrl",
  "sourceUrl",
  "methodology",
  "lastVerifiedAt",
  "categoryId",
  "expertId",
  "author",
  "authorOrg",
  "verificationStatus",
  "qualityScore",
  "affiliateDisclosure",
  "isFree",
  "isFavorite",
  "status",
  "colorOptions",
] as const satisfies readonly (keyof Prisma.ContentListUncheckedCreateInput & keyof Prisma.ContentVersionUncheckedCreateInput)[];

export type VersionedField = (typeof VERSIONED_FIELDS)[number];

/**
 * Snapshots a list as it now stands in the transaction, as its next version. Called after every create,
 * every update that changes a versioned field, and every restore (with the version restored from), so a
 * restore can itself be undone. The per-list row lock keeps version numbers gap-free under concurrent saves.
 */
export async function recordVersion(tx: Prisma.TransactionClient, listId: number, actorId: string | null, restoredFrom?: number): Promise<{ id: number; versionNumber: number }> {
  await tx.$executeRaw`SELECT 1 FROM content_lists WHERE id = ${listId} FOR UPDATE`;
  const list = await tx.contentList.findUniqueOrThrow({ where: { id: listId } });
  const latest = await tx.contentVersion.aggregate({ where: { contentListId: listId }, _max: { versionNumber: true } });
  const snapshot = Object.fromEntries(VERSIONED_FIELDS.map((field) => [field, list[field]]));
  return tx.contentVersion.create({
    data: {
      ...(snapshot as Pick<Prisma.ContentVersionUncheckedCreateInput, VersionedField>),
      contentListId: listId,
      versionNumber: (latest._max.versionNumber ?? 0) + 1,
      restoredFrom: restoredFrom ?? null,
      createdById: actorId,
    },
    select: { id: true, versionNumber: true },
  });
}
