import "server-only";
import { db } from "@/lib/db";
import { countListsDueForReverification } from "@/lib/reverification/due";

/** Page views count this many days back, today included (the dashboard's "last 30 days"). */
export const PAGE_VIEW_WINDOW_DAYS = 30;

export interface DashboardStats {
  totalLists: number;
  totalExperts: number;
  totalCategories: number;
  /** Views of every public page in the window: lists, home, topics, curators, trending, search. */
  pageViews: number;
  /** Views of list pages alone in the window: what trending ranks by. */
  listViews: number;
  /** Published lists due for re-verification. */
  dueForReverification: number;
}

/** The dashboard's numbers: every list (drafts too), experts, categories, page views in the window, lists due. */
export async function getDashboardStats(): Promise<DashboardStats> {
  const [totalLists, totalExperts, totalCategories, views, dueForReverification] = await Promise.all([
    db.contentList.count(),
    db.expert.count(),
    db.category.count(),
    db.$queryRaw<{ listViews: bigint | number | null; otherViews: bigint | number | null }[]>`
      SELECT
        (SELECT sum(views) FROM list_view_days WHERE day > (now() AT TIME ZONE 'UTC')::date - ${PAGE_VIEW_WINDOW_DAYS}::int) AS "listViews",
        (SELECT sum(views) FROM page_view_days WHERE day > (now() AT TIME ZONE 'UTC')::date - ${PAGE_VIEW_WINDOW_DAYS}::int) AS "otherViews"`,
    countListsDueForReverification(),
  ]);
  const listViews = Number(views[0]?.listViews ?? 0);
  const pageViews = listViews + Number(views[0]?.otherViews ?? 0);
  return { totalLists, totalExperts, totalCategories, pageViews, listViews, dueForReverification };
}
