import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { findDraftSiteSettings, saveSiteSettingsDraft } from "@/lib/settings/draft";
import { siteSettingsSchema } from "@/lib/settings/site-settings-schema";

// The site settings being edited: the unpublished ones when saved, else the live ones.
export const GET = route("GET /api/admin/site-settings", {}, async () => privateJson(await findDraftSiteSettings()));

// Saves the settings for publishing; the public site changes when they are published.
export const POST = route("POST /api/admin/site-settings", { body: siteSettingsSchema }, async ({ body, user }) =>
  privateJson(await saveSiteSettingsDraft(user.id, body)),
);
