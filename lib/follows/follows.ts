import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFoundError } from "@/lib/http/errors";
import type { FollowType } from "./schema";

// Curators and topics a person follows. followId is an expert id or a category id, so it is no foreign
// key: a follow of a deleted expert or a hidden category stays in the table but is not shown, and
// following one is a 404. Every query is scoped to one user id.

export interface FollowRecord {
  id: number;
  userId: string;
  followType: FollowType;
  followId: number;
  createdAt: Date;
}

const followSelect = { id: true, userId: true, followType: true, followId: true, createdAt: true } satisfies Prisma.FollowSelect;

async function assertTarget(followType: FollowType, followId: number): Promise<void> {
  if (followType === "curator") {
    if (!(await db.expert.findUnique({ where: { id: followId }, select: { id: true } }))) throw notFoundError("Curator not found.");
  } else if (!(await db.category.findFirst({ where: { id: followId, isVisible: true }, select: { id: true } }))) {
    throw notFoundError("Topic not found.");
  }
}

/** Ids of the curators (expert ids) and topics (visible category ids) that exist. */
async function existingTargets(follows: { followType: FollowType; followId: number }[]) {
  const curatorIds = follows.filter((follow) => follow.followType === "curator").map((follow) => follow.followId);
  const topicIds = follows.filter((follow) => follow.followType === "topic").map((follow) => follow.followId);
  const [experts, categories] = await Promise.all([
    curatorIds.length ? db.expert.findMany({ where: { id: { in: curatorIds } }, select: { id: true } }) : [],
    topicIds.length ? db.category.findMany({ where: { id: { in: topicIds }, isVisible: true }, select: { id: true } }) : [],
  ]);
  return { curator: new Set(experts.map((row) => row.id)), topic: new Set(categories.map((row) => row.id)) };
}

/** The user's follows of curators and topics that still exist, newest first. */
export async function findFollows(userId: string): Promise<FollowRecord[]> {
  const follows = await db.follow.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: followSelect });
  const existing = await existingTargets(follows);
  return follows.filter((follow) => existing[follow.followType].has(follow.followId));
}

/** Follows a curator or topic; following again returns the existing record (`created: false`). */
export async function addFollow(userId: string, followType: FollowType, followId: number): Promise<{ follow: FollowRecord; created: boolean }> {
  await assertTarget(followType, followId);
  const key = { userId_followType_followId: { userId, followType, followId } };
  const existing = await db.follow.findUnique({ where: key, select: followSelect });
  if (existing) return { follow: existing, created: false };
  try {
    return { follow: await db.follow.create({ data: { userId, followType, followId }, select: followSelect }), created: true };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const raced = await db.follow.findUnique({ where: key, select: followSelect });
      if (raced) return { follow: raced, created: false };
    }
    throw error;
  }
}

/** Unfollows if following; removing what is not there is not an error. */
export async function removeFollow(userId: string, followType: FollowType, followId: number): Promise<void> {
  await db.follow.deleteMany({ where: { userId, followType, followId } });
}

/** Whether the user follows this curator or topic (404 when it does not exist). */
export async function isFollowing(userId: string, followType: FollowType, followId: number): Promise<boolean> {
  await assertTarget(followType, followId);
  return (await db.follow.count({ where: { userId, followType, followId } })) > 0;
}
