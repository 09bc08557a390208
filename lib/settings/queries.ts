import "server-only";
import { unstable_cache } from "next/cache";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site-settings-schema";
import { DEFAULT_THEME, themeSchema, type Theme } from "./theme-schema";


// Read on every page, changed rarely: cached until a write names them (on every instance, see
// lib/cache/invalidation-listener.ts); the hour is a backstop only.
export const getSiteSettings = unstable_cache(
  async (): Promise<SiteSettings> => {
    const row = await db.siteSettings.findFirst({ orderBy: { id: "asc" } });
    return row ? { siteTitle: row.siteTitle, tagline: row.tagline, heroImageUrl: row.heroImageUrl } : DEFAULT_SITE_SETTINGS;
  },
  ["site-settings"],
  { tags: [cacheTags.all, cacheTags.settings], revalidate: 3600 },
);

export const getActiveTheme = unstable_cache(
  async (): Promise<Theme> => {
    const row = await db.themeSettings.findFirst({ where: { isActive: true }, orderBy: { updatedAt: "desc" } });
    if (!row) return DEFAULT_THEME;
    const parsed = themeSchema.safeParse(row);
    return parsed.success ? parsed.data : DEFAULT_THEME;
  },
  ["active-theme"],
  { tags: [cacheTags.all, cacheTags.theme, cacheTags.settings], revalidate: 3600 },
);
