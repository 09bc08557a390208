import pg from "pg";

export function testServerUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

export function testDatabaseBaseName(): string {
  return new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1);
}

export const templateDatabaseName = () => `${testDatabaseBaseName()}_template`;

/** Runs admin statements (CREATE/DROP DATABASE) through the run's own database. */
export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}
