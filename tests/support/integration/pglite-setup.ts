import { randomUUID } from "node:crypto";
import { announceFrontServer } from "@/lib/http/front-server";
import { giveFileItsOwnTempDir } from "./own-temp-dir";

// Each test file gets its own in-memory embedded database, a copy of the one pglite-global-setup migrated.
const { afterAll, inject } = await import("vitest");
delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = `memory://test-${randomUUID()}`;
process.env.PGLITE_TEMPLATE = inject("pgliteTemplate");
process.env.RATE_LIMIT_DISABLED ??= "true";
giveFileItsOwnTempDir();
// Tests hand route handlers requests as server.ts would, with the connection's address in its header.
announceFrontServer("production");

afterAll(async () => {
  const { database } = await import("@/lib/db");
  await database.close();
});
