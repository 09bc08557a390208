import "server-only";
import { getCurrentUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { publicListSelect, toPublicList, type PublicList } from "@/lib/lists/public-list";
import { findDraftSiteSettings } from "@/lib/settings/draft";
import type { SiteSettings } from "@/lib/settings/site-settings-schema";
import type { Theme } from "@/lib/settings/theme-schema";
import { findDraftTheme } from "@/lib/theme/draft";

/**
 * Whether the signed-in user may see unpublished work. Every account starts as a viewer, so viewers are
 * ordinary visitors here: the preview starts at the contributor role, who may write lists.
 */
export async function canPreview(): Promise<boolean> {
  const user = await getCurrentUser();
  return can(user?.role, "content.write");
}

export interface PreviewData {
  theme: Theme;
  settings: SiteSettings;
  /** Newest first, drafts included: the home page as it would look with everything published. */
  lists: PublicList[];
  /** The newest draft lists, wherever they would appear. */
  drafts: PublicList[];
}

const newestFirst = [{ updatedAt: "desc" as const }, { id: "desc" as const }];

export async function findPreviewData(listLimit: number, draftLimit: number): Promise<PreviewData> {
  const [theme, settings, lists, drafts] = await Promise.all([
    findDraftTheme(),
    findDraftSiteSettings(),
    db.contentList.findMany({ orderBy: newestFirst, select: publicListSelect, take: listLimit }),
    db.contentList.findMany({ where: { status: "draft" }, orderBy: newestFirst, select: publicListSelect, take: draftLimit }),
  ]);
  return { theme, settings, lists: lists.map(toPublicList), drafts: drafts.map(toPublicList) };
}
