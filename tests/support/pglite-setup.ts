import { randomUUID } from "node:crypto";

// Each test file gets its own in-memory embedded database, migrated when first used.
delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = `memory://test-${randomUUID()}`;
process.env.RATE_LIMIT_DISABLED ??= "true";

const { afterAll } = await import("vitest");
afterAll(async () => {
  const { database } = await import("@/lib/db");
  await database.close();
});
