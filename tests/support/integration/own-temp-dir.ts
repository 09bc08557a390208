import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * Gives the test file its own temporary folder (os.tmpdir() reads TMPDIR): files run side by side, and a
 * test that checks the app left no temporary files behind must not see those of another file.
 */
export function giveFileItsOwnTempDir() {
  const folder = mkdtempSync(path.join(tmpdir(), "vitest-file-"));
  process.env.TMPDIR = folder;
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
}
