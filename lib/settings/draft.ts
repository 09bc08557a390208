import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { db } from "@/lib/db";
import { markPending } from "@/lib/publishing/pending-changes";
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from "./site-settings-schema";

/** The site settings the public site shows now. */
export async function findLiveSiteSettings(): Promise<SiteSettings> {
  const row = await db.siteSettings.findFirst({ orderBy: { id: "asc" } });
  return row ? { siteTitle: row.siteTitle, tagline: row.tagline, heroImageUrl: row.heroImageUrl } : DEFAULT_SITE_SETTINGS;
}

/** What the settings form and the preview show: the saved, unpublished settings when there are any, else the live ones. */
export async function findDraftSiteSettings(): Promise<SiteSettings> {
  const pending = await db.pendingChange.findUnique({ where: { key: "settings" } });
  const parsed = pending ? siteSettingsSchema.safeParse(pending.data) : null;
  return parsed?.success ? parsed.data : findLiveSiteSettings();
}

/** Saves the settings as an unpublished change: the public site keeps the live ones until publishing. */
export async function saveSiteSettingsDraft(actorId: string, settings: SiteSettings): Promise<SiteSettings> {
  return commitChange(actorId, async (tx) => {
    await markPending(tx, "settings", settings, actorId);
    return { result: settings, tags: [], audit: { action: "settings.save", targetType: "settings", summary: `Site settings saved: ${settings.siteTitle}` } };
  });
}
