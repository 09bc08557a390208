import "server-only";
import { db } from "@/lib/db";
import { publicExpertSelect, toPublicExpert, type PublicExpert } from "@/lib/experts/queries";

/** The curators the user follows, most recently followed first (for /profile's Following tab). */
export async function findFollowedCurators(userId: string): Promise<PublicExpert[]> {
  const follows = await db.follow.findMany({
    where: { userId, followType: "curator" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { followId: true },
  });
  if (follows.length === 0) return [];
  const rows = await db.expert.findMany({ where: { id: { in: follows.map((follow) => follow.followId) } }, select: publicExpertSelect });
  const byId = new Map(rows.map((row) => [row.id, toPublicExpert(row)]));
  return follows.flatMap((follow) => byId.get(follow.followId) ?? []);
}
