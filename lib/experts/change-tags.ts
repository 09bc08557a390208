import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * What a change to a curator (name, portrait, handle, any field a page shows) makes stale: the curator's
 * page under each of its handles, every page listing curators, and each list page that shows their card.
 */
export async function expertChangeTags(tx: Prisma.TransactionClient, id: number, handles: string[]): Promise<string[]> {
  const lists = await tx.contentList.findMany({ where: { expertId: id }, select: { id: true } });
  return [cacheTags.experts, cacheTags.expert(id), ...handles.map(cacheTags.expertHandle), cacheTags.lists, ...lists.map((list) => cacheTags.list(list.id))];
}
