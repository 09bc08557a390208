import { expect, it } from "vitest";
import { openPGlite, whenEmbeddedDatabaseBreaks } from "@/lib/db/embedded";

it("tells the server when the embedded database reports the state it cannot leave, and not for other errors", async () => {
  const pglite = await openPGlite("memory://broken-state");
  const heard: string[] = [];
  whenEmbeddedDatabaseBreaks((error) => heard.push(error.message));
  try {
    await expect(pglite.query("SELECT 1/0")).rejects.toThrow("division by zero");
    expect(heard).toEqual([]);
    // The state's own message, raised on purpose: the database reports it as it reports the real one.
    await expect(pglite.query("DO $$ BEGIN RAISE EXCEPTION 'ERRORDATA_STACK_SIZE exceeded'; END $$")).rejects.toThrow("ERRORDATA_STACK_SIZE exceeded");
    expect(heard).toEqual(["The embedded database stopped answering: ERRORDATA_STACK_SIZE exceeded"]);
    expect((await pglite.query<{ one: number }>("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  } finally {
    await pglite.close();
  }
}, 60_000);

it("marks the database broken when a statement is interrupted by an exception PGlite would swallow", async () => {
  const pglite = await openPGlite("memory://interrupted");
  const heard: string[] = [];
  whenEmbeddedDatabaseBreaks((error) => heard.push(error.message));
  try {
    await pglite.exec("CREATE FUNCTION noisy() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RAISE NOTICE 'hello'; RETURN 1; END $$");
    // A notice callback runs inside PostgreSQL's main loop, like the write of every answer: its throw
    // stands in for a stack overflow there. Unwatched, PGlite answers this and every later statement
    // with empty rows.
    const interrupted = pglite.query("SELECT noisy()", [], {
      onNotice: () => {
        throw new RangeError("Maximum call stack size exceeded");
      },
    });
    const message = "The embedded database stopped answering: PostgreSQL was interrupted by RangeError: Maximum call stack size exceeded in: SELECT noisy()";
    await expect(interrupted).rejects.toThrow(message);
    expect(heard).toEqual([message]);
    await expect(pglite.query("SELECT 1")).rejects.toThrow(message);
    await expect(pglite.transaction((tx) => tx.query("SELECT 1"))).rejects.toThrow(message);
    expect(heard).toHaveLength(1);
  } finally {
    await pglite.close();
  }
}, 60_000);
