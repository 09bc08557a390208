import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { db } from "@/lib/db";
import { findDraftTheme } from "@/lib/theme/draft";
import { themeFileText } from "@/lib/theme/theme-file";
import { writeFullBackup } from "./full-backup";

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

const DOWNLOAD_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, no-store" };

/** Builds a download and records who took it and when, in the audit log. */
export async function downloadBackup(actorId: string, kind: BackupKind): Promise<Response> {
  const name = FILE_NAMES[kind](new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-"));
  const headers = { ...DOWNLOAD_HEADERS, "Content-Disposition": `attachment; filename="${name}"` };
  if (kind === "full") return new Response(streamFullBackup(actorId, name), { headers });
  const text = kind === "content" ? await contentExport() : themeFileText(await findDraftTheme());
  await recordDownload(actorId, kind, name, text.length);
  return new Response(text, { headers });
}

function recordDownload(actorId: string, kind: BackupKind, name: string, bytes: number) {
  return commitChange(actorId, async () => ({
    result: undefined,
    tags: [],
    audit: { action: BACKUP_AUDIT_ACTION[kind], targetType: "backup", targetId: name, summary: `${name} (${Math.ceil(bytes / 1024)} KB)` },
  }));
}

/** What the stream keeps unread before it waits for the reader. */
const STREAM_BUFFER_BYTES = 1024 * 1024;
/** How long the backup waits for a reader that takes nothing before it gives up. */
const READER_STALL_MS = 60_000;

/**
 * The full backup as it is written, so a large site's backup neither waits in memory nor leaves the
 * connection silent until it is done. It counts as taken (the last backup time) once the whole file has
 * been handed over; a reader that goes away stops it.
 */
function streamFullBackup(actorId: string, name: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let bytes = 0;
  let cancelled = false;
  let wake: (() => void) | null = null;
  const wakeWriter = () => {
    wake?.();
    wake = null;
  };
  // The snapshot stays open while the reader is slow, but not for a reader that stopped reading.
  const readerTakesMore = () =>
    new Promise<void>((resolve, reject) => {
      const stalled = setTimeout(() => reject(new Error("The backup's reader took nothing for a minute.")), READER_STALL_MS);
      wake = () => {
        clearTimeout(stalled);
        resolve();
      };
    });
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const write = async (text: string) => {
          if (cancelled) throw new Error("The backup download was cancelled.");
          const chunk = encoder.encode(text);
          bytes += chunk.byteLength;
          controller.enqueue(chunk);
          while (!cancelled && (controller.desiredSize ?? 0) <= 0) await readerTakesMore();
        };
        writeFullBackup(db, write)
          .then(() => recordDownload(actorId, "full", name, bytes))
          .then(
            () => controller.close(),
            (error: unknown) => {
              if (cancelled) return;
              console.error("Full backup failed", error);
              controller.error(error);
            },
          );
      },
      pull: wakeWriter,
      cancel() {
        cancelled = true;
        wakeWriter();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: STREAM_BUFFER_BYTES }),
  );
}
