import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { EmbeddedDatabase } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";
import { withPostgresExecutor } from "@/lib/db/postgres";
import { migrationsList, noFilters, openSchemaEngine } from "@/scripts/lib/schema-engine";

// Our runner stands in for `prisma migrate deploy`; Prisma's own engine (its WebAssembly build here)
// must find the history it wrote complete and unedited, and have nothing left to apply.
const url = process.env.DATABASE_URL;
const embedded = url ? null : new EmbeddedDatabase("memory://engine-check");
const adapter = url ? new PrismaPg({ connectionString: url }) : embedded!;

afterAll(async () => {
  await embedded?.close();
});

describe("migration history written by our runner", () => {
  it("is the history Prisma's schema engine expects: nothing pending, failed or edited", async () => {
    if (url) await withPostgresExecutor(url, (db) => applyMigrations(db));
    else await embedded!.pglite();

    const engine = await openSchemaEngine(adapter);
    try {
      const diagnosis = await engine.diagnoseMigrationHistory({
        migrationsList: migrationsList(),
        optInToShadowDatabase: false,
        filters: noFilters,
      });
      expect(diagnosis.history).toBeNull();
      expect(diagnosis.failedMigrationNames).toEqual([]);
      expect(diagnosis.editedMigrationNames).toEqual([]);
      const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: migrationsList(), filters: noFilters });
      expect(appliedMigrationNames).toEqual([]);
    } finally {
      engine.free();
    }
  });

  it("would be reported by the engine if a recorded checksum did not match the file (the check above can fail)", async () => {
    const [first] = migrationsList().migrationDirectories;
    const tamper = `UPDATE _prisma_migrations SET checksum = repeat('0', 64) WHERE migration_name = '${first.path}'`;
    if (url) await withPostgresExecutor(url, (db) => db.exec(tamper));
    else await (await embedded!.pglite()).exec(tamper);

    const engine = await openSchemaEngine(adapter);
    try {
      const diagnosis = await engine.diagnoseMigrationHistory({
        migrationsList: migrationsList(),
        optInToShadowDatabase: false,
        filters: noFilters,
      });
      expect(diagnosis.editedMigrationNames).toEqual([first.path]);
    } finally {
      engine.free();
    }
  });
});
