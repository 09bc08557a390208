import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_TABLES, TABLES_NOT_BACKED_UP, createFullBackup, parseFullBackup, restoreFullBackup } from "@/lib/backup/full-backup";
import { db } from "@/lib/db";
import { openDatabase, type Database } from "@/lib/db/client";
import { seedDemoContent } from "@/prisma/demo-content";
import { adminQuery, templateDatabaseName, testDatabaseBaseName, testServerUrl } from "@/tests/support/integration/postgres";

// The restore target: a second, freshly migrated and empty database of the same kind as the test's own.
let target: Database;
let dropTarget: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const name = `${testDatabaseBaseName()}_restore_${randomUUID().slice(0, 8)}`;
    await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName()}"`);
    target = openDatabase({ kind: "postgres", url: testServerUrl(name) });
    dropTarget = async () => void (await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  } else {
    target = openDatabase({ kind: "embedded", dataDir: `memory://restore-${randomUUID()}` });
  }
  await target.prisma.$queryRaw`SELECT 1`;
});

afterAll(async () => {
  await target?.close();
  await dropTarget();
});

/** Rows in every table, so a table the backup forgot would show. */
async function seedEverything() {
  await seedDemoContent(db);
  const list = await db.contentList.findFirstOrThrow({ where: { status: "published" } });
  const expert = await db.expert.findFirstOrThrow();
  const user = await db.user.create({ data: { email: "owner@example.com", firstName: "Olive", lastName: "Owner", role: "admin" } });
  await db.account.create({
    data: { userId: user.id, type: "oauth", provider: "github", providerAccountId: "42", access_token: "secret-access", refresh_token: "secret-refresh", id_token: "secret-id" },
  });
  await db.session.create({ data: { userId: user.id, sessionToken: "secret-session", expires: new Date(Date.now() + 86_400_000) } });
  await db.verificationToken.create({ data: { identifier: "owner@example.com", token: "secret-token", expires: new Date() } });
  await db.mediaFile.create({
    data: { filename: "a1b2.png", originalName: "Hero Photo.png", mimeType: "image/png", size: 12345, url: "/uploads/a1b2.png", width: 800, height: 600, variants: [{ width: 400, url: "/uploads/a1b2-400.webp" }], createdById: user.id },
  });
  await db.contentVersion.create({ data: { contentListId: list.id, versionNumber: 1, title: list.title, content: list.content, colorOptions: ["red", "blue"], createdById: user.id } });
  await db.follow.create({ data: { userId: user.id, followType: "curator", followId: expert.id } });
  await db.report.create({ data: { userId: user.id, listId: list.id, reason: "broken_links", description: "Link 3 is dead", reporterKey: "k1" } });
  await db.favorite.create({ data: { userId: user.id, listId: list.id } });
  await db.submission.create({ data: { userId: user.id, sourceUrl: "https://example.com/list", title: "A list", topicSuggestions: ["food"], lastUpdated: new Date("2026-01-02T03:04:05.678Z") } });
  await db.listViewVisitor.create({ data: { listId: list.id, day: new Date("2026-11-20T00:00:00Z"), visitorKey: "v1" } });
  await db.rateLimitBucket.create({ data: { key: "report:1.2.3.4", windowStart: new Date("2026-11-20T10:00:00Z"), count: 3 } });
  await db.auditEntry.create({ data: { actorId: user.id, action: "theme.save", targetType: "theme", summary: "Theme saved" } });
  await db.pendingChange.create({ data: { key: "theme", data: { primaryColor: "#123456", letterSpacing: 1.5 }, updatedById: user.id } });
  await db.roleGrant.create({ data: { email: "new-editor@example.com", role: "editor", grantedById: user.id } });
  await db.addressRedirect.create({ data: { section: "lists", oldSlug: "-old-slug-", targetId: list.id } });
  await db.pageViewDay.create({ data: { page: "home", day: new Date("2026-11-20T00:00:00Z"), views: 12 } });
  await db.pageViewVisitor.create({ data: { page: "home", day: new Date("2026-11-20T00:00:00Z"), visitorKey: "v1" } });
}

describe("full backup", () => {
  it("covers every table of the schema except sessions, one-time tokens and the migration log", async () => {
    const rows = await db.$queryRaw<{ table_name: string }[]>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
    expect(rows.map((row) => row.table_name).sort()).toEqual([...BACKUP_TABLES, ...TABLES_NOT_BACKED_UP].sort());
  });

  it("restores into an empty database with every row of every table, refuses a non-empty one, and leaves out secrets", async () => {
    await seedEverything();
    const backup = parseFullBackup(JSON.stringify(await createFullBackup(db)));
    for (const table of BACKUP_TABLES) expect(backup.tables[table].length, table).toBeGreaterThan(0);
    const text = JSON.stringify(backup);
    for (const secret of ["secret-access", "secret-refresh", "secret-id", "secret-session", "secret-token"]) expect(text).not.toContain(secret);

    await expect(restoreFullBackup(db, backup)).rejects.toThrow(/The database is not empty \(users, accounts/);

    const counts = await restoreFullBackup(target.prisma, backup);
    expect(counts.content_lists).toBe(backup.tables.content_lists.length);
    const restored = await createFullBackup(target.prisma);
    for (const table of BACKUP_TABLES) expect(restored.tables[table], table).toEqual(backup.tables[table]);

    // Derived data comes back too: the search documents, previews and vocabulary, and ids continue after
    // the restored ones.
    const vectors = (database: typeof db) => database.$queryRaw<{ v: string }[]>`SELECT string_agg("searchVector"::text || preview, '|' ORDER BY id) AS v FROM content_lists`;
    expect(await vectors(target.prisma)).toEqual(await vectors(db));
    const vocabulary = (database: typeof db) => database.$queryRaw<{ v: string }[]>`SELECT string_agg(word || lists, ' ' ORDER BY word) AS v FROM search_words`;
    expect(await vocabulary(target.prisma)).toEqual(await vocabulary(db));
    const lexemes = (database: typeof db) => database.$queryRaw<{ v: string }[]>`SELECT string_agg(lexeme || lists, ' ' ORDER BY lexeme) AS v FROM search_lexemes`;
    expect(await lexemes(target.prisma)).toEqual(await lexemes(db));
    const maxId = Math.max(...backup.tables.categories.map((row) => row.id as number));
    const added = await target.prisma.category.create({ data: { name: "New", slug: `new-${randomUUID()}` } });
    expect(added.id).toBeGreaterThan(maxId);
  });

  it("refuses a file that is not a backup, naming what is wrong", () => {
    expect(() => parseFullBackup("nope")).toThrow("The backup file is not valid JSON.");
    expect(() => parseFullBackup(JSON.stringify({ format: "other", version: 1, createdAt: "x", tables: {} }))).toThrow(/format must be "the-lists-backup"/);
    expect(() => parseFullBackup(JSON.stringify({ format: "the-lists-backup", version: 2, createdAt: "x", tables: {} }))).toThrow(/version is not supported/);
    expect(() => parseFullBackup(JSON.stringify({ format: "the-lists-backup", version: 1, createdAt: "x", tables: { sessions: [] } }))).toThrow(/sessions/);
  });
});
