import { randomUUID } from "node:crypto";
import { whenEmbeddedDatabaseBreaks } from "@/lib/db/embedded";
import { announceFrontServer } from "@/lib/http/front-server";
import { giveFileItsOwnTempDir } from "./own-temp-dir";

// Each test file gets its own in-memory embedded database, a copy of the one pglite-global-setup migrated.
const { afterAll, afterEach, inject } = await import("vitest");
delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = `memory://test-${randomUUID()}`;
process.env.PGLITE_TEMPLATE = inject("pgliteTemplate");
process.env.RATE_LIMIT_DISABLED ??= "true";
giveFileItsOwnTempDir();
// Tests hand route handlers requests as server.ts would, with the connection's address in its header.
announceFrontServer("production");

// When PGlite's PostgreSQL breaks (docs/reliability.md), the route handlers under test answer 500 and the
// tests fail on their statuses, which do not say why. Every test that ends while the database is broken
// also fails with the break's own message, so npm test can tell the break from a real failure
// (scripts/rerun-embedded-breaks.ts).
let broken: Error | undefined;
whenEmbeddedDatabaseBreaks((error) => {
  broken ??= error;
});
afterEach(() => {
  if (broken) throw broken;
});

afterAll(async () => {
  const { database } = await import("@/lib/db");
  await database.close();
});
