// After a failed `vitest run`: when every failure came from the embedded database breaking (PGlite's
// WebAssembly PostgreSQL trapping inside pg_trgm now and then under load; docs/reliability.md), the files
// it broke run again on the embedded database, up to RERUNS times, each run deciding from its own report:
// a file that fails in any other way fails at once, and a file the break still stops after the last run
// fails too.
// Usage: tsx scripts/rerun-embedded-breaks.ts <Vitest JSON report>
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { filesBrokenByEmbeddedDatabase } from "./lib/embedded-breaks";

// The break stops a whole file (every later statement of its database fails), and one more run was not
// always enough: a file broke in a full run and again in its rerun.
const RERUNS = 3;

const reportPath = process.argv[2];
if (!reportPath) throw new Error("Usage: tsx scripts/rerun-embedded-breaks.ts <Vitest JSON report>");
const relative = (files: string[]) => files.map((file) => path.relative(process.cwd(), file));

/** The files to run again: null when a failure in the report was not the embedded database breaking. */
function brokenFiles(report: string): string[] | null {
  const { broken, otherFailures } = filesBrokenByEmbeddedDatabase(JSON.parse(readFileSync(report, "utf8")));
  if (otherFailures.length > 0 || broken.length === 0) {
    console.error(`Tests failed${otherFailures.length ? ` in ${relative(otherFailures).join(", ")}` : ""}: not the embedded database breaking, so nothing runs again.`);
    return null;
  }
  return relative(broken);
}

/** Runs the broken files again until a run passes, fails otherwise, or RERUNS runs are used: the exit code. */
function rerunBrokenFiles(folder: string): number {
  let broken = brokenFiles(reportPath);
  for (let attempt = 1; broken; attempt++) {
    console.warn(`\n== The embedded database broke in ${broken.join(", ")} (every failure there says so): running ${broken.length === 1 ? "that file" : "those files"} again on it (${attempt} of ${RERUNS}).`);
    const report = path.join(folder, `rerun-${attempt}.json`);
    const rerun = spawnSync("npx", ["vitest", "run", "--project", "integration-pglite", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...broken], { stdio: "inherit" });
    if (rerun.status === 0) return 0;
    if (attempt === RERUNS) {
      console.error(`The embedded database broke in every run of ${broken.join(", ")}.`);
      return 1;
    }
    broken = brokenFiles(report);
  }
  return 1;
}

const folder = mkdtempSync(path.join(tmpdir(), "embedded-reruns-"));
const code = rerunBrokenFiles(folder);
rmSync(folder, { recursive: true, force: true });
process.exit(code);
