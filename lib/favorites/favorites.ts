import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFoundError } from "@/lib/http/errors";
import { PUBLISHED, publicListSelect, toPublicList, type PublicList } from "@/lib/lists/public-list";

// A person's saved lists. Every query is scoped to one user id: nobody sees or changes another's.

export interface FavoriteRecord {
  id: number;
  userId: string;
  listId: number;
  createdAt: Date;
}

const favoriteSelect = { id: true, userId: true, listId: true, createdAt: true } satisfies Prisma.FavoriteSelect;

const LIST_NOT_FOUND = "List not found: it does not exist or is not published.";

async function assertPublishedList(listId: number): Promise<void> {
  const list = await db.contentList.findFirst({ where: { ...PUBLISHED, id: listId }, select: { id: true } });
  if (!list) throw notFoundError(LIST_NOT_FOUND);
}

/** The user's favorited lists that are public, newest favorite first. */
export async function findFavoriteLists(userId: string): Promise<PublicList[]> {
  const rows = await db.favorite.findMany({
    where: { userId, list: PUBLISHED },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { list: { select: publicListSelect } },
  });
  return rows.map((row) => toPublicList(row.list));
}

/** Favorites a published list; favoriting it again returns the existing record (`created: false`). */
export async function addFavorite(userId: string, listId: number): Promise<{ favorite: FavoriteRecord; created: boolean }> {
  await assertPublishedList(listId);
  const existing = await db.favorite.findUnique({ where: { userId_listId: { userId, listId } }, select: favoriteSelect });
  if (existing) return { favorite: existing, created: false };
  try {
    return { favorite: await db.favorite.create({ data: { userId, listId }, select: favoriteSelect }), created: true };
  } catch (error) {
    // The same favorite added twice at once: the other request created it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const raced = await db.favorite.findUnique({ where: { userId_listId: { userId, listId } }, select: favoriteSelect });
      if (raced) return { favorite: raced, created: false };
    }
    throw error;
  }
}

/** Removes the favorite if there is one; removing what is not there is not an error. */
export async function removeFavorite(userId: string, listId: number): Promise<void> {
  await db.favorite.deleteMany({ where: { userId, listId } });
}

/** Whether the user has favorited this published list (404 for an unknown or unpublished list). */
export async function isFavorited(userId: string, listId: number): Promise<boolean> {
  await assertPublishedList(listId);
  return (await db.favorite.count({ where: { userId, listId } })) > 0;
}
