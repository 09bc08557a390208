import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EmbeddedDatabase } from "@/lib/db/embedded";

const dir = mkdtempSync(path.join(tmpdir(), "lists-lock-"));
const dataDir = path.join(dir, "pglite");
const database = new EmbeddedDatabase(dataDir);

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database folder", () => {
  it("cannot be opened by a second process while one has it open", async () => {
    await database.pglite();
    const script = `import { openPGlite } from "./lib/db/embedded.ts"; await openPGlite(${JSON.stringify(dataDir)});`;
    const second = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: process.cwd(),
      encoding: "utf8",
    });
    expect(second.status).not.toBe(0);
    expect(second.stderr).toContain(`The embedded database at ${dataDir} is in use by another process (pid ${process.pid})`);
  }, 90_000);
});
