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
    expect(heard).toEqual(["ERRORDATA_STACK_SIZE exceeded"]);
    expect((await pglite.query<{ one: number }>("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  } finally {
    await pglite.close();
  }
}, 60_000);
