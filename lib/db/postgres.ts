import pg from "pg";
import type { SqlExecutor } from "./migrations";

/** Runs `work` on one connection, so an advisory lock and the statements after it share a session. */
export async function withPostgresExecutor<T>(url: string, work: (db: SqlExecutor) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work({
      query: async <Row,>(sql: string, params?: unknown[]) =>
        (await client.query(sql, params as unknown[] | undefined)).rows as Row[],
      exec: async (script: string) => {
        await client.query(script);
      },
    });
  } finally {
    await client.end();
  }
}
