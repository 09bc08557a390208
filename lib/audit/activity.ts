import "server-only";
import { fullName } from "@/lib/auth/names";
import { db } from "@/lib/db";

export const RECENT_ACTIVITY_LIMIT = 10;

export interface ActivityEntry {
  id: number;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  createdAt: Date;
  /** Who did it; null when that account no longer exists. */
  actorName: string | null;
}

/** The newest audit entries first: the dashboard's Recent Activity. */
export async function findRecentActivity(limit = RECENT_ACTIVITY_LIMIT): Promise<ActivityEntry[]> {
  const rows = await db.auditEntry.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      action: true,
      targetType: true,
      targetId: true,
      summary: true,
      createdAt: true,
      actor: { select: { firstName: true, lastName: true, email: true } },
    },
  });
  return rows.map(({ actor, ...entry }) => ({ ...entry, actorName: actor ? fullName(actor) : null }));
}
