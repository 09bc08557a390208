import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_PGLITE_DIR, EmbeddedDatabase, pgliteExecutor } from "./embedded";
import { applyMigrations, type SqlExecutor } from "./migrations";
import { withPostgresExecutor } from "./postgres";

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "embedded"; dataDir: string };

/** DATABASE_URL selects a PostgreSQL server; without it, the embedded database in PGLITE_DIR. */
export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error("DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database).");
    }
    return { kind: "postgres", url };
  }
  return { kind: "embedded", dataDir: env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR };
}

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "embedded") return `embedded database in ${target.dataDir}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

export interface QueryOptions {
  /**
   * Prepares the statement on each connection, so PostgreSQL may plan it once instead of on every run
   * (a search's match query takes longer to plan than to run). Only for a text from a small fixed set:
   * each distinct text stays prepared on every connection of the pool.
   */
  prepared?: boolean;
}

export interface Database {
  prisma: PrismaClient;
  target: DatabaseTarget;
  /**
   * Runs one parameterized query ($1, $2, ...) on the app's own connections and returns its rows without
   * Prisma's result mapping, which costs several milliseconds per hundred long rows: for hot public reads
   * only. Timestamps come back as UTC Dates, as Prisma returns them.
   */
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Row[]>;
  /** Runs raw SQL with a script-capable executor on this database (migrations, maintenance). */
  withExecutor<T>(work: (db: SqlExecutor) => Promise<T>): Promise<T>;
  /** Brings the database up to the latest migration; returns the names of the migrations applied. */
  migrate(): Promise<string[]>;
  /** Closes the connections (flushes the embedded database); a second call waits for the first. */
  close(): Promise<void>;
}

function once(work: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= work());
}

export function openDatabase(target: DatabaseTarget = databaseTarget()): Database {
  if (target.kind === "postgres") {
    // One pool for Prisma and for `query`. An idle connection the server ends (restart, administrator) is
    // replaced on next use; its error must not end the process.
    const pool = new pg.Pool({ connectionString: target.url });
    pool.on("error", (error) => console.error("PostgreSQL closed an idle connection:", error.message));
    if (process.env.DATABASE_QUERY_COUNT_PORT) pool.on("connect", countQueriesOf);
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: preparedStatementNames() }) });
    return {
      prisma,
      target,
      query: async <Row,>(sql: string, params?: unknown[], options?: QueryOptions) =>
        (await pool.query<Row & pg.QueryResultRow>({ name: options?.prepared ? statementName(sql) : undefined, text: sql, values: params, types: utcTimestamps }))
          .rows as Row[],
      withExecutor: (work) => withPostgresExecutor(target.url, work),
      migrate: () => withPostgresExecutor(target.url, (db) => applyMigrations(db)),
      close: once(async () => {
        await prisma.$disconnect();
        await pool.end();
      }),
    };
  }
  const embedded = new EmbeddedDatabase(target.dataDir);
  const prisma = new PrismaClient({ adapter: embedded });
  return {
    prisma,
    target,
    query: async <Row,>(sql: string, params?: unknown[]) =>
      (await (await embedded.pglite()).query<Row>(sql, params, { parsers: { [TIMESTAMP_OID]: parseUtcTimestamp } })).rows,
    withExecutor: async (work) => work(pgliteExecutor(await embedded.pglite())),
    // Opening the embedded database applies pending migrations; report those too.
    migrate: async () => {
      const executor = pgliteExecutor(await embedded.pglite());
      return [...embedded.takeAppliedOnOpen(), ...(await applyMigrations(executor))];
    },
    close: once(async () => {
      await prisma.$disconnect();
      await embedded.close();
    }),
  };
}

// Prisma's statements are prepared once per connection, so PostgreSQL parses each text once and may keep its
// plan, instead of parsing and planning it on every execution. Each connection keeps every statement it
// prepared until it closes, so only the first MAX_PREPARED_STATEMENTS texts get a name (the app's queries
// have a few hundred shapes); any other text runs unnamed, as before.
const MAX_PREPARED_STATEMENTS = 500;
const MAX_PREPARED_TEXT = 16_384;

/** Names for Prisma's statements (empty: run unnamed), for at most MAX_PREPARED_STATEMENTS texts. */
export function preparedStatementNames(limit = MAX_PREPARED_STATEMENTS): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= limit || sql.length > MAX_PREPARED_TEXT) return "";
    const name = statementName(sql);
    names.set(sql, name);
    return name;
  };
}

/** A prepared statement's name: the same text always gets the same name, on every connection. */
function statementName(sql: string): string {
  return `q_${createHash("sha1").update(sql).digest("hex").slice(0, 20)}`;
}

// PostgreSQL's `timestamp` (without time zone) holds UTC here, as Prisma writes it; pg would read it as
// local time.
const TIMESTAMP_OID = 1114;
const parseUtcTimestamp = (value: string) => new Date(`${value.replace(" ", "T")}Z`);
const utcTimestamps = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID ? parseUtcTimestamp : pg.types.getTypeParser(oid, format ?? "text")) as pg.CustomTypesConfig["getTypeParser"],
};

// Tests that check a cached page runs no query read this count (server.ts serves it on
// DATABASE_QUERY_COUNT_PORT); without that variable nothing is wrapped.
const queryCounter = globalThis as { databaseQueryCount?: number };

export function databaseQueryCount(): number {
  return queryCounter.databaseQueryCount ?? 0;
}

function countQueriesOf(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    queryCounter.databaseQueryCount = databaseQueryCount() + 1;
    return query(...args);
  };
}
