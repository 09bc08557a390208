import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { db } from "@/lib/db";
import { markPending } from "@/lib/publishing/pending-changes";
import { DEFAULT_THEME, themeSchema, type Theme } from "@/lib/settings/theme-schema";

/** The theme the public site shows now: the active row, else the defaults. */
export async function findLiveTheme(): Promise<Theme> {
  const row = await db.themeSettings.findFirst({ where: { isActive: true }, orderBy: { updatedAt: "desc" } });
  const parsed = row ? themeSchema.safeParse(row) : null;
  return parsed?.success ? parsed.data : DEFAULT_THEME;
}

/** What the editor and the preview show: the saved, unpublished theme when there is one, else the live one. */
export async function findDraftTheme(): Promise<Theme> {
  const pending = await db.pendingChange.findUnique({ where: { key: "theme" } });
  const parsed = pending ? themeSchema.safeParse(pending.data) : null;
  return parsed?.success ? parsed.data : findLiveTheme();
}

/** Saves the theme as an unpublished change: the public site keeps the live theme until publishing. */
export async function saveThemeDraft(actorId: string, theme: Theme): Promise<Theme> {
  return commitChange(actorId, async (tx) => {
    await markPending(tx, "theme", theme, actorId);
    return {
      result: theme,
      tags: [],
      audit: { action: "theme.save", targetType: "theme", summary: `Theme saved: ${theme.primaryColor}, ${theme.headingFont} / ${theme.bodyFont}` },
    };
  });
}
