// Applies prisma/migrations/*/migration.sql the way `prisma migrate deploy` does, and records each one in
// `_prisma_migrations` with Prisma's own table layout and checksums, so Prisma's engine (where it can run)
// sees exactly the same history. Needed because the engine binary cannot be downloaded on our machines.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a multi-statement script over the simple-query protocol, as Prisma does. */
  exec(script: string): Promise<void>;
}

export interface Migration {
  name: string;
  script: string;
  checksum: string;
}

// Verbatim from Prisma's schema engine (PostgreSQL flavour).
const PRISMA_MIGRATIONS_TABLE = `CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);`;

// The advisory lock key Prisma Migrate takes, so our runner and Prisma's never migrate at the same time.
const PRISMA_ADVISORY_LOCK = 72707369;

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

// The turbopackIgnore comments keep Next's file tracing from treating these reads as "anything in the
// project"; the migrations folder is read from the working directory at run time.
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(/*turbopackIgnore: true*/ dir)) return [];
  return readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(/*turbopackIgnore: true*/ path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const script = readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, script, checksum: createHash("sha256").update(script, "utf8").digest("hex") };
    });
}

export class MigrationError extends Error {}

/** Applies pending migrations in order, each in its own transaction. Returns the names applied. */
export async function applyMigrations(db: SqlExecutor, migrations = readMigrations()): Promise<string[]> {
  await db.query(`SELECT pg_advisory_lock(${PRISMA_ADVISORY_LOCK})`);
  try {
    await ensureMigrationsTable(db);
    const rows = await db.query<{ migration_name: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      `SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at`,
    );
    const failed = rows.filter((row) => !row.finished_at && !row.rolled_back_at);
    if (failed.length > 0) {
      throw new MigrationError(
        `P3009: migrations failed earlier in this database and must be resolved first: ${failed.map((row) => row.migration_name).join(", ")}`,
      );
    }
    const applied = new Set(rows.filter((row) => !row.rolled_back_at).map((row) => row.migration_name));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await applyOne(db, migration);
      done.push(migration.name);
    }
    return done;
  } finally {
    await db.query(`SELECT pg_advisory_unlock(${PRISMA_ADVISORY_LOCK})`);
  }
}

async function ensureMigrationsTable(db: SqlExecutor) {
  const [{ exists }] = await db.query<{ exists: boolean }>(
    `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS "exists"`,
  );
  if (exists) return;
  const [{ tables }] = await db.query<{ tables: number }>(
    `SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = current_schema()`,
  );
  if (tables > 0) {
    throw new MigrationError("P3005: the database schema is not empty and has no migration history; use an empty database.");
  }
  await db.exec(PRISMA_MIGRATIONS_TABLE);
}

async function applyOne(db: SqlExecutor, migration: Migration) {
  const id = randomUUID();
  await db.query(
    `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
    [id, migration.checksum, migration.name],
  );
  try {
    await db.exec(`BEGIN;\n${migration.script}\n;COMMIT;`);
  } catch (error) {
    await db.exec("ROLLBACK").catch(() => undefined);
    // The script ran in one transaction, so nothing of it remains: record it as rolled back
    // (what `prisma migrate resolve --rolled-back` would write) so a fixed version can be applied.
    await db.query(`UPDATE _prisma_migrations SET logs = $2, rolled_back_at = now() WHERE id = $1`, [
      id,
      String((error as Error).message ?? error),
    ]);
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`);
  }
  await db.query(
    `UPDATE _prisma_migrations SET applied_steps_count = 1, finished_at = now() WHERE id = $1`,
    [id],
  );
}
