import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { announceFrontServer } from "@/lib/http/front-server";
import { giveFileItsOwnTempDir } from "./own-temp-dir";
import { adminQuery, templateDatabaseName, testDatabaseBaseName, testServerUrl } from "./postgres";

// Each test file gets its own database on the PostgreSQL server, cloned from the migrated template.
const name = `${testDatabaseBaseName()}_${randomBytes(6).toString("hex")}`;
await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName()}"`);
process.env.DATABASE_URL = testServerUrl(name);
process.env.RATE_LIMIT_DISABLED ??= "true";
giveFileItsOwnTempDir();
// Tests hand route handlers requests as server.ts would, with the connection's address in its header.
announceFrontServer("production");

afterAll(async () => {
  const { database } = await import("@/lib/db");
  await database.close();
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});
