import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { openPGlite, pgliteExecutor } from "@/lib/db/embedded";
import { applyMigrations, readMigrations } from "@/lib/db/migrations";

// Addresses stored under the older, looser rule (hyphens at the ends, a trailing underscore) are brought
// under the address rule by the migration, and each old address is kept as a redirect.
const MIGRATION = "address_rule";
let pglite: PGlite;

const rows = async <T,>(sql: string) => (await pglite.query<T>(sql)).rows;

beforeAll(async () => {
  pglite = await openPGlite("memory://address-rule-migration");
  const migrations = readMigrations();
  const index = migrations.findIndex((migration) => migration.name.endsWith(`_${MIGRATION}`));
  expect(index).toBeGreaterThan(0);
  const executor = pgliteExecutor(pglite);
  await applyMigrations(executor, migrations.slice(0, index));
  await pglite.exec(`
    INSERT INTO content_lists (id, title, slug, "updatedAt") VALUES
      (1, 'Leading', '-packing-list', now()), (2, 'Trailing', 'packing-list-', now()), (3, 'Taken', 'road-trip-', now()),
      (4, 'Holder', 'road-trip', now()), (5, 'Only hyphens', '---', now()), (6, 'Fine', 'fine-list', now());
    INSERT INTO content_versions ("contentListId", "versionNumber", title, slug) VALUES (2, 1, 'Trailing', 'packing-list-');
    INSERT INTO categories (id, name, slug, "updatedAt") VALUES (1, 'Travel', 'travel-', now()), (2, 'Money', 'money', now());
    INSERT INTO experts (id, name, handle, "updatedAt") VALUES (1, 'Maya', 'maya_', now()), (2, 'Tom', 'tom_alvarez', now()), (3, 'Ann', 'ann-', now()), (4, 'Ann B', 'ann', now());
  `);
  await applyMigrations(executor, migrations.slice(0, index + 1));
});

afterAll(async () => {
  await pglite?.close();
});

describe("the address rule migration", () => {
  it("rewrites every list slug that breaks the rule, adding the id when the cleaned slug is taken", async () => {
    expect(await rows(`SELECT id, slug FROM content_lists ORDER BY id`)).toEqual([
      { id: 1, slug: "packing-list" },
      { id: 2, slug: "packing-list-2" },
      { id: 3, slug: "road-trip-3" },
      { id: 4, slug: "road-trip" },
      { id: 5, slug: "list-5" },
      { id: 6, slug: "fine-list" },
    ]);
    expect(await rows(`SELECT slug FROM content_versions WHERE "contentListId" = 2`)).toEqual([{ slug: "packing-list-2" }]);
  });

  it("rewrites topic slugs and handles, and leaves handles with inner underscores alone", async () => {
    expect(await rows(`SELECT id, slug FROM categories ORDER BY id`)).toEqual([{ id: 1, slug: "travel" }, { id: 2, slug: "money" }]);
    expect(await rows(`SELECT id, handle FROM experts ORDER BY id`)).toEqual([
      { id: 1, handle: "maya" },
      { id: 2, handle: "tom_alvarez" },
      { id: 3, handle: "ann-3" },
      { id: 4, handle: "ann" },
    ]);
  });

  it("keeps each old address as a redirect to its record", async () => {
    expect(await rows(`SELECT section, "oldSlug", "targetId" FROM address_redirects ORDER BY section, "targetId"`)).toEqual([
      { section: "curators", oldSlug: "maya_", targetId: 1 },
      { section: "curators", oldSlug: "ann-", targetId: 3 },
      { section: "lists", oldSlug: "-packing-list", targetId: 1 },
      { section: "lists", oldSlug: "packing-list-", targetId: 2 },
      { section: "lists", oldSlug: "road-trip-", targetId: 3 },
      { section: "lists", oldSlug: "---", targetId: 5 },
      { section: "topics", oldSlug: "travel-", targetId: 1 },
    ]);
  });

  it("lets the database itself refuse an address that breaks the rule from now on", async () => {
    await expect(pglite.query(`INSERT INTO content_lists (title, slug, "updatedAt") VALUES ('x', 'bad-', now())`)).rejects.toThrow(/content_lists_slug_format/);
    await expect(pglite.query(`INSERT INTO experts (name, handle, "updatedAt") VALUES ('x', 'bad_', now())`)).rejects.toThrow(/experts_handle_format/);
  });
});
