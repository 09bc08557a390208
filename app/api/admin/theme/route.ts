import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { themeSchema } from "@/lib/settings/theme-schema";
import { findDraftTheme, saveThemeDraft } from "@/lib/theme/draft";

// The theme being edited: the unpublished one when saved, else the live one.
export const GET = route("GET /api/admin/theme", {}, async () => privateJson(await findDraftTheme()));

// Saves the theme for publishing; the public site changes when it is published.
export const POST = route("POST /api/admin/theme", { body: themeSchema }, async ({ body, user }) => privateJson(await saveThemeDraft(user.id, body)));
