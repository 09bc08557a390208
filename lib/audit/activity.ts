import "server-only";
import { displayName } from "@/lib/auth/names";
import { hasRole, type Role } from "@/lib/auth/roles";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { publishedListSql } from "@/lib/lists/published-sql";

export const RECENT_ACTIVITY_LIMIT = 10;

export interface ActivityEntry {
  id: number;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  createdAt: Date;
  /** Who did it, by display name (never an email address); null when that account no longer exists. */
  actorName: string | null;
}

interface ActivityRow extends Omit<ActivityEntry, "actorName"> {
  actorId: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * What a viewer may read: changes to what the public sees. A list while it is published, visible
 * categories, secondary categories, experts (their profiles are public) and published site changes.
 * Drafts, submissions, reports, media, roles and unpublished theme or settings edits stay among staff.
 */
function publicContentCondition(): Prisma.Sql {
  return Prisma.sql`(
    a."targetType" IN ('expert', 'secondary_category', 'site')
    OR (a."targetType" = 'category' AND (a."targetId" IS NULL OR EXISTS (SELECT 1 FROM categories c WHERE c.id::text = a."targetId" AND c."isVisible")))
    OR (a."targetType" = 'list' AND EXISTS (SELECT 1 FROM content_lists l WHERE l.id::text = a."targetId" AND ${publishedListSql("l")}))
  )`;
}

/** The newest audit entries first: the dashboard's Recent Activity, all of it for staff, the public part for viewers. */
export async function findRecentActivity(readerRole: Role, limit = RECENT_ACTIVITY_LIMIT): Promise<ActivityEntry[]> {
  const visible = hasRole(readerRole, "contributor") ? Prisma.sql`TRUE` : publicContentCondition();
  const rows = await db.$queryRaw<ActivityRow[]>`
    SELECT a.id, a.action, a."targetType", a."targetId", a.summary, a."createdAt", a."actorId", u."firstName", u."lastName"
    FROM audit_log a LEFT JOIN users u ON u.id = a."actorId"
    WHERE ${visible}
    ORDER BY a."createdAt" DESC, a.id DESC
    LIMIT ${limit}`;
  return rows.map(({ actorId, firstName, lastName, ...entry }) => ({ ...entry, actorName: actorId ? displayName({ firstName, lastName }) : null }));
}
