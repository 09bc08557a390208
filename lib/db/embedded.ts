// The embedded database: PostgreSQL compiled to WebAssembly (PGlite), running inside the app's process
// with its files under data/. Opened lazily, on the first query, so importing the client (as `next build`
// does) never touches the disk.
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { applyMigrations, type SqlExecutor } from "./migrations";
import { acquireDirectoryLock, releaseDirectoryLock } from "./directory-lock";
import { BROKEN_STATE_MESSAGE, EMBEDDED_DATABASE_STOPPED } from "./embedded-break";

export const DEFAULT_PGLITE_DIR = "data/pglite";

export function isInMemory(dataDir: string) {
  return dataDir.startsWith("memory://");
}

/**
 * PGLITE_TEMPLATE may name a data-folder tarball written by PGlite's dumpDataDir: a new in-memory database
 * then starts as a copy of it instead of running initdb. The tests migrate one database and give every
 * file a copy; the app never sets it.
 */
async function templateFor(dataDir: string): Promise<Blob | undefined> {
  const template = process.env.PGLITE_TEMPLATE?.trim();
  if (!template || !isInMemory(dataDir)) return undefined;
  return new Blob([await readFile(template)]);
}

export async function openPGlite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!isInMemory(dataDir)) {
    const absolute = path.resolve(dataDir);
    mkdirSync(absolute, { recursive: true }); // PGlite does not create parent folders
    acquireDirectoryLock(absolute);
    dataDir = absolute;
  }
  // The single-object form: `new PGlite(dir, options)` silently drops the options.
  const pglite = new PGlite({ dataDir, extensions: { btree_gin, pg_trgm }, loadDataDir });
  await pglite.waitReady;
  watchMainLoop(pglite);
  reportBrokenState(pglite);
  return pglite;
}

// On globalThis: server.ts and the app's bundle each hold their own copy of this module.
const BROKEN_STATE_HANDLER = Symbol.for("the-lists.embedded-database-broken");
type WithHandler = typeof globalThis & { [BROKEN_STATE_HANDLER]?: (error: Error) => void };

/**
 * Who hears that the embedded database stopped answering for good: the server, which then stops so that
 * its service manager (or the end-to-end tests' script) starts it again.
 */
export function whenEmbeddedDatabaseBreaks(handler: (error: Error) => void): void {
  (globalThis as WithHandler)[BROKEN_STATE_HANDLER] = handler;
}

function reportBroken(error: Error): void {
  (globalThis as WithHandler)[BROKEN_STATE_HANDLER]?.(error);
}

function reportBrokenState(pglite: PGlite): void {
  const query = pglite.query.bind(pglite);
  pglite.query = (async (...args: Parameters<typeof query>) => {
    try {
      return await query(...args);
    } catch (error) {
      if (error instanceof Error && error.message.includes(BROKEN_STATE_MESSAGE)) reportBroken(new Error(`${EMBEDDED_DATABASE_STOPPED}: ${error.message}`, { cause: error }));
      throw error;
    }
  }) as typeof pglite.query;
}

// The parts of PGlite this watch reaches into: the engine runs one step of PostgreSQL's main loop per
// call, and PostgreSQL's own error exit arrives as an exception whose status is PGlite's constant.
interface PGliteEngine {
  mod?: { _PostgresMainLoopOnce?: () => void };
  POSTGRES_MAIN_LONGJMP?: number;
  execProtocolRawSync(message: Uint8Array): Uint8Array;
}

/**
 * PGlite runs PostgreSQL's main loop inside a JavaScript call and expects only PostgreSQL's own error
 * exit from it. Any other exception thrown while a statement runs there (a JavaScript stack overflow, a
 * callback that throws) is swallowed by PGlite and leaves PostgreSQL stopped half way through its work:
 * from then on it answers every statement with empty rows or with ERRORDATA_STACK_SIZE exceeded. So such
 * an exception marks the database broken: the statement it happened in and every later one fail with a
 * message that names it, and the server hears of it at once.
 */
function watchMainLoop(pglite: PGlite): void {
  const engine = pglite as unknown as PGliteEngine;
  const mod = engine.mod;
  const step = mod?._PostgresMainLoopOnce;
  if (!mod || !step || engine.POSTGRES_MAIN_LONGJMP === undefined) return;
  let broken: Error | undefined;
  let statement = "";
  mod._PostgresMainLoopOnce = () => {
    try {
      step();
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status !== engine.POSTGRES_MAIN_LONGJMP && !broken) {
        broken = new Error(`${EMBEDDED_DATABASE_STOPPED}: PostgreSQL was interrupted by ${String(error)} in: ${statement}`, { cause: error });
        // The cause's stack says where in PostgreSQL it happened; this function's adds nothing.
        broken.stack = `${broken.message}\n${(error as Error | null)?.stack ?? ""}`;
        reportBroken(broken);
      }
      throw error;
    }
  };
  const execute = engine.execProtocolRawSync.bind(pglite);
  const TERMINATE = "X".charCodeAt(0); // closing the database still works
  engine.execProtocolRawSync = (message) => {
    if (broken && message[0] !== TERMINATE) throw broken;
    statement = statementOf(message) ?? statement;
    const answer = execute(message);
    if (broken) throw broken;
    return answer;
  };
}

// The statement a protocol message carries, for the message above: a Parse ("P") or simple Query ("Q")
// holds its text (values travel apart, in Bind messages), and the messages that bind and run it follow.
// The first 160 characters say which statement it was.
const PARSE = "P".charCodeAt(0);
const QUERY = "Q".charCodeAt(0);
function statementOf(message: Uint8Array): string | undefined {
  if (message[0] !== PARSE && message[0] !== QUERY) return undefined;
  const text = Buffer.from(message.subarray(5, 5 + 400)).toString("utf8").replace(/\0/g, " ").replace(/\s+/g, " ").trim();
  return text.slice(0, 160);
}

export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    query: async <Row,>(sql: string, params?: unknown[]) => (await pglite.query<Row>(sql, params)).rows,
    exec: async (script: string) => {
      await pglite.exec(script);
    },
  };
}

// pglite-prisma-adapter 0.7.2 does not await exec() in executeScript, so a failing script would be
// reported as success. Replace it with an awaited version.
function withAwaitedScripts(adapter: SqlDriverAdapter, pglite: PGlite): SqlDriverAdapter {
  const patched = adapter as SqlDriverAdapter & { onError(error: unknown): never };
  patched.executeScript = async (script: string) => {
    try {
      await pglite.exec(script);
    } catch (error) {
      patched.onError(error);
    }
  };
  return patched;
}

/**
 * A Prisma driver adapter factory over one PGlite database that is opened, and brought up to the latest
 * migration, the first time Prisma connects. An embedded database has no operator to run migrations, so
 * the app keeps its own up to date.
 */
export class EmbeddedDatabase implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName = "@electric-sql/pglite";
  private opened?: Promise<PGlite>;
  private appliedOnOpen: string[] = [];

  constructor(readonly dataDir: string) {}

  pglite(): Promise<PGlite> {
    this.opened ??= templateFor(this.dataDir).then(async (template) => {
      const pglite = await openPGlite(this.dataDir, template);
      // A copy of a template still goes through the check: it applies only what the template lacks.
      this.appliedOnOpen = await applyMigrations(pgliteExecutor(pglite));
      return pglite;
    });
    return this.opened;
  }

  /** The migrations applied when this database was opened, reported once. */
  takeAppliedOnOpen(): string[] {
    const applied = this.appliedOnOpen;
    this.appliedOnOpen = [];
    return applied;
  }

  async connect() {
    const pglite = await this.pglite();
    return withAwaitedScripts(await new PrismaPGlite(pglite).connect(), pglite);
  }

  async connectToShadowDb() {
    const shadow = await openPGlite("memory://shadow");
    return withAwaitedScripts(await new PrismaPGlite(shadow).connect(), shadow);
  }

  async close() {
    if (!this.opened) return;
    await (await this.opened).close();
    if (!isInMemory(this.dataDir)) releaseDirectoryLock(path.resolve(this.dataDir));
  }
}
