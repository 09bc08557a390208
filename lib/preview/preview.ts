import "server-only";
import { getCurrentUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { publicListSelect, toPublicList, type PublicList } from "@/lib/lists/public-list";
import { findDraftSiteSettings } from "@/lib/settings/draft";
import type { SiteSettings } from "@/lib/settings/site-settings-schema";
import type { Theme } from "@/lib/settings/theme-schema";
import { findDraftTheme } from "@/lib/theme/draft";

/** The address flag that asks for the preview; it shows only to staff, everyone else sees the live site. */
export const PREVIEW_PARAM = "preview";

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
  /** Newest first, drafts included. */
  lists: PublicList[];
}

export async function findPreviewData(listLimit: number): Promise<PreviewData> {
  const [theme, settings, rows] = await Promise.all([
    findDraftTheme(),
    findDraftSiteSettings(),
    db.contentList.findMany({ orderBy: [{ updatedAt: "desc" }, { id: "desc" }], select: publicListSelect, take: listLimit }),
  ]);
  return { theme, settings, lists: rows.map(toPublicList) };
}
