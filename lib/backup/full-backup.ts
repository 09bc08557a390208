// A full backup: every table's rows as JSON in one file with a format version, and its restore into an
// empty database. Takes the Prisma client as an argument so the restore script can run outside Next.
import { z } from "zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";

const BACKUP_FORMAT = "the-lists-backup";
const BACKUP_VERSION = 1;

/**
 * The tables a full backup holds, parents before children so a restore satisfies every foreign key.
 * media_files is the media metadata; the files themselves live in media storage.
 */
export const BACKUP_TABLES = [
  "users",
  "accounts",
  "categories",
  "secondary_categories",
  "experts",
  "content_lists",
  "theme_settings",
  "site_settings",
  "media_files",
  "content_versions",
  "follows",
  "reports",
  "favorites",
  "submissions",
  "list_view_days",
  "list_view_visitors",
  "rate_limit_buckets",
  "audit_log",
  "pending_changes",
  "role_grants",
  "address_redirects",
  "page_view_days",
  "page_view_visitors",
] as const;

/**
 * Left out: sign-in sessions and one-time tokens (secrets that must not sit in a file), the migration log,
 * and the search vocabulary and lexemes (derived from the lists, rebuilt by triggers as a restore writes them).
 */
export const TABLES_NOT_BACKED_UP = ["sessions", "verification_tokens", "_prisma_migrations", "search_words", "search_lexemes"] as const;

// Columns a backup leaves out: provider tokens (secrets), the search document and the preview (rebuilt by
// triggers).
const OMITTED_COLUMNS: Partial<Record<BackupTable, string[]>> = {
  accounts: ["access_token", "refresh_token", "id_token"],
  content_lists: ["searchVector", "preview"],
};

// Tables whose "id" comes from a sequence, which a restore moves past the restored ids.
const SERIAL_ID_TABLES: BackupTable[] = [
  "categories",
  "secondary_categories",
  "experts",
  "content_lists",
  "theme_settings",
  "site_settings",
  "media_files",
  "content_versions",
  "follows",
  "reports",
  "favorites",
  "submissions",
  "audit_log",
];

export type BackupTable = (typeof BACKUP_TABLES)[number];
type Row = Record<string, unknown>;

export interface FullBackup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  tables: Record<BackupTable, Row[]>;
}

const quote = (table: BackupTable) => `"${table}"`;

/** Rows read from the database at a time while a backup is written. */
const BACKUP_BATCH_ROWS = 500;
/** How long a backup's snapshot may stay open while its file is written (to a slow reader, say). */
const BACKUP_TIMEOUT_MS = 60 * 60_000;

/**
 * Writes a full backup as JSON text: every backed-up table, each in primary-key order, in one consistent
 * snapshot, read through a cursor a batch at a time. Memory stays bounded whatever the database's size,
 * and text flows from the first rows on. `write` may wait (for a slow reader); throwing from it stops the
 * backup and ends the snapshot.
 */
export async function writeFullBackup(prisma: PrismaClient, write: (text: string) => Promise<void>, createdAt = new Date()): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      await write(`{"format":${JSON.stringify(BACKUP_FORMAT)},"version":${BACKUP_VERSION},"createdAt":${JSON.stringify(createdAt.toISOString())},"tables":{`);
      for (const [index, table] of BACKUP_TABLES.entries()) {
        await write(`${index ? "," : ""}${JSON.stringify(table)}:[`);
        const omit = (OMITTED_COLUMNS[table] ?? []).map((column) => ` - '${column}'`).join("");
        await tx.$executeRawUnsafe(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT (to_jsonb(t)${omit})::text AS row FROM ${quote(table)} t ORDER BY t`);
        for (let first = true; ; first = false) {
          const rows = await tx.$queryRawUnsafe<{ row: string }[]>(`FETCH ${BACKUP_BATCH_ROWS} FROM backup_rows`);
          if (rows.length === 0) break;
          await write(`${first ? "" : ","}${rows.map((row) => row.row).join(",")}`);
        }
        await tx.$executeRawUnsafe("CLOSE backup_rows");
        await write("]");
      }
      await write("}}");
    },
    { timeout: BACKUP_TIMEOUT_MS, maxWait: 30_000 },
  );
}

/** A full backup read into memory: for tests and small databases (downloads stream writeFullBackup). */
export async function createFullBackup(prisma: PrismaClient): Promise<FullBackup> {
  const parts: string[] = [];
  await writeFullBackup(prisma, async (text) => {
    parts.push(text);
  });
  return JSON.parse(parts.join("")) as FullBackup;
}

const backupFileSchema = z.object(
  {
    format: z.literal(BACKUP_FORMAT, { error: `This is not a full backup of the Lists (format must be "${BACKUP_FORMAT}").` }),
    version: z.literal(BACKUP_VERSION, { error: `This backup's format version is not supported (expected ${BACKUP_VERSION}).` }),
    createdAt: z.string(),
    tables: z.strictObject(Object.fromEntries(BACKUP_TABLES.map((table) => [table, z.array(z.record(z.string(), z.unknown())).optional()]))),
  },
  { error: "The file must hold one JSON object." },
);

/** Checks a backup file's text; throws an Error whose message says what is wrong. */
export function parseFullBackup(text: string): FullBackup {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error("The backup file is not valid JSON.");
  }
  const parsed = backupFileSchema.safeParse(data);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join(".") || "backup"}: ${issue.message}`).join("\n"));
  const tables = Object.fromEntries(BACKUP_TABLES.map((table) => [table, parsed.data.tables[table] ?? []])) as Record<BackupTable, Row[]>;
  return { ...parsed.data, format: BACKUP_FORMAT, version: BACKUP_VERSION, tables };
}

/** Tables of the database that already hold rows (a restore needs none). */
async function nonEmptyTables(prisma: PrismaClient): Promise<string[]> {
  const found: string[] = [];
  for (const table of BACKUP_TABLES) {
    const rows = await prisma.$queryRawUnsafe<{ present: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS present`);
    if (rows[0].present) found.push(table);
  }
  return found;
}

/** Restores a full backup into an empty, migrated database, all or nothing. Returns the rows restored per table. */
export async function restoreFullBackup(prisma: PrismaClient, backup: FullBackup): Promise<Record<BackupTable, number>> {
  const occupied = await nonEmptyTables(prisma);
  if (occupied.length) {
    throw new Error(`The database is not empty (${occupied.join(", ")} already hold rows): restore a backup only into a new, empty database.`);
  }
  return prisma.$transaction(
    async (tx) => {
      const counts = {} as Record<BackupTable, number>;
      for (const table of BACKUP_TABLES) {
        const rows = backup.tables[table];
        counts[table] = rows.length;
        if (!rows.length) continue;
        await tx.$executeRawUnsafe(`INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`, JSON.stringify(rows));
      }
      for (const table of SERIAL_ID_TABLES) {
        await tx.$queryRawUnsafe(`SELECT setval(pg_get_serial_sequence('${quote(table)}', 'id'), coalesce(max(id), 0) + 1, false)::text AS next FROM ${quote(table)}`);
      }
      return counts;
    },
    { timeout: 600_000, maxWait: 30_000 },
  );
}
