import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PUBLISHED } from "@/lib/lists/public-list";

// The header's notification bell: lists published by curators, and in topics, the user follows. A list
// counts from its first publication (publishedAt); lists published before the user joined are not news.
// Unread means published after the user last opened the panel (users.notificationsSeenAt).

export const NOTIFICATION_LIMIT = 20;

export interface NotificationItem {
  listId: number;
  slug: string;
  title: string;
  publishedAt: Date;
  /** Why it is shown: a followed curator wrote it, or it is in a followed topic. */
  reason: "curator" | "topic";
  expert: { name: string; handle: string } | null;
  category: { name: string; slug: string } | null;
  isNew: boolean;
}

export interface Notifications {
  unreadCount: number;
  items: NotificationItem[];
  /** Whether the user follows any curator or topic, so an empty panel can say why it is empty. */
  followsAnything: boolean;
  /** When this answer was computed; marking as seen up to here never skips a list published since. */
  checkedAt: Date;
}

export async function findNotifications(userId: string, now = new Date()): Promise<Notifications> {
  const [user, follows] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { createdAt: true, notificationsSeenAt: true } }),
    db.follow.findMany({ where: { userId }, select: { followType: true, followId: true } }),
  ]);
  const curatorIds = follows.filter((follow) => follow.followType === "curator").map((follow) => follow.followId);
  const topicIds = follows.filter((follow) => follow.followType === "topic").map((follow) => follow.followId);
  const followsAnything = follows.length > 0;
  if (!user || !followsAnything) return { unreadCount: 0, items: [], followsAnything, checkedAt: now };

  const sources: Prisma.ContentListWhereInput[] = [];
  if (curatorIds.length) sources.push({ expertId: { in: curatorIds } });
  if (topicIds.length) sources.push({ categoryId: { in: topicIds }, category: { isVisible: true } });
  const seenAt = user.notificationsSeenAt && user.notificationsSeenAt > user.createdAt ? user.notificationsSeenAt : user.createdAt;
  const where = (after: Date): Prisma.ContentListWhereInput => ({ ...PUBLISHED, OR: sources, publishedAt: { gt: after, lte: now } });

  const [rows, unreadCount] = await Promise.all([
    db.contentList.findMany({
      where: where(user.createdAt),
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take: NOTIFICATION_LIMIT,
      select: {
        id: true,
        slug: true,
        title: true,
        publishedAt: true,
        expertId: true,
        expert: { select: { name: true, handle: true } },
        category: { select: { name: true, slug: true, isVisible: true } },
      },
    }),
    db.contentList.count({ where: where(seenAt) }),
  ]);
  const followedCurators = new Set(curatorIds);
  const items = rows.map((row): NotificationItem => ({
    listId: row.id,
    slug: row.slug,
    title: row.title,
    publishedAt: row.publishedAt!,
    reason: row.expertId !== null && followedCurators.has(row.expertId) ? "curator" : "topic",
    expert: row.expert,
    category: row.category?.isVisible ? { name: row.category.name, slug: row.category.slug } : null,
    isNew: row.publishedAt! > seenAt,
  }));
  return { unreadCount, items, followsAnything, checkedAt: now };
}

/** Marks everything published up to `checkedAt` (at most now) as seen; never moves the mark backwards. */
export async function markNotificationsSeen(userId: string, checkedAt?: Date, now = new Date()): Promise<void> {
  const mark = checkedAt && checkedAt < now ? checkedAt : now;
  await db.user.updateMany({
    where: { id: userId, OR: [{ notificationsSeenAt: null }, { notificationsSeenAt: { lt: mark } }] },
    data: { notificationsSeenAt: mark },
  });
}
