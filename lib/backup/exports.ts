import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { db } from "@/lib/db";
import { findDraftTheme } from "@/lib/theme/draft";
import { themeFileText } from "@/lib/theme/theme-file";
import { createFullBackup } from "./full-backup";

export type BackupKind = "content" | "theme" | "full";

/** The audit action of each download; the newest "backup.full" is the time of the last backup. */
export const BACKUP_AUDIT_ACTION: Record<BackupKind, string> = { content: "backup.content", theme: "backup.theme", full: "backup.full" };

/** Lists, categories, secondary categories and experts as one JSON document. */
async function contentExport(): Promise<string> {
  const [categories, secondaryCategories, experts, lists] = await Promise.all([
    db.category.findMany({ orderBy: { id: "asc" } }),
    db.secondaryCategory.findMany({ orderBy: { id: "asc" } }),
    db.expert.findMany({ orderBy: { id: "asc" } }),
    db.contentList.findMany({ orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ format: "the-lists-content", version: 1, exportedAt: new Date().toISOString(), categories, secondaryCategories, experts, lists }, null, 2);
}

const FILE_NAMES: Record<BackupKind, (stamp: string) => string> = {
  content: (stamp) => `the-lists-content-${stamp}.json`,
  theme: () => "theme.json",
  full: (stamp) => `the-lists-backup-${stamp}.json`,
};

/** Builds a download and records who took it and when, in the audit log. */
export async function downloadBackup(actorId: string, kind: BackupKind): Promise<Response> {
  const text = kind === "content" ? await contentExport() : kind === "theme" ? themeFileText(await findDraftTheme()) : JSON.stringify(await createFullBackup(db));
  const name = FILE_NAMES[kind](new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-"));
  await commitChange(actorId, async () => ({
    result: undefined,
    tags: [],
    audit: { action: BACKUP_AUDIT_ACTION[kind], targetType: "backup", targetId: name, summary: `${name} (${Math.ceil(text.length / 1024)} KB)` },
  }));
  return new Response(text, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
