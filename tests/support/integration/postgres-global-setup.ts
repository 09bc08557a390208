import { openDatabase } from "@/lib/db/client";
import { adminQuery, templateDatabaseName, testDatabaseBaseName, testServerUrl } from "./postgres";

// Migrates one template database; every test file then clones its own database from it.
export async function setup() {
  const template = templateDatabaseName();
  await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${template}"`);
  const database = openDatabase({ kind: "postgres", url: testServerUrl(template) });
  await database.migrate();
  await database.close();
}

export async function teardown() {
  const { rows } = await adminQuery(
    `SELECT datname FROM pg_database WHERE datname LIKE '${testDatabaseBaseName()}\\_%'`,
  );
  for (const { datname } of rows) await adminQuery(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}
