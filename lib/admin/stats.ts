import "server-only";
import { db } from "@/lib/db";

/** Page views count this many days back, today included (the dashboard's "last 30 days"). */
export const PAGE_VIEW_WINDOW_DAYS = 30;

export interface DashboardStats {
  totalLists: number;
  totalExperts: number;
  totalCategories: number;
  pageViews: number;
}

/** The dashboard's four numbers: every list (drafts too), experts, categories, and list views in the window. */
export async function getDashboardStats(): Promise<DashboardStats> {
  const [totalLists, totalExperts, totalCategories, views] = await Promise.all([
    db.contentList.count(),
    db.expert.count(),
    db.category.count(),
    db.$queryRaw<{ views: bigint | number | null }[]>`
      SELECT sum(views) AS views FROM list_view_days
      WHERE day > (now() AT TIME ZONE 'UTC')::date - ${PAGE_VIEW_WINDOW_DAYS}::int`,
  ]);
  return { totalLists, totalExperts, totalCategories, pageViews: Number(views[0]?.views ?? 0) };
}
