// After a failed `vitest run`: when every failure came from the embedded database breaking (PGlite's
// WebAssembly PostgreSQL trapping inside pg_trgm now and then under load; docs/reliability.md), the files
// it broke run once more on the embedded database, and that run decides. Any other failure fails at once.
// Usage: tsx scripts/rerun-embedded-breaks.ts <Vitest JSON report>
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { filesBrokenByEmbeddedDatabase } from "./lib/embedded-breaks";

const reportPath = process.argv[2];
if (!reportPath) throw new Error("Usage: tsx scripts/rerun-embedded-breaks.ts <Vitest JSON report>");
const { broken, otherFailures } = filesBrokenByEmbeddedDatabase(JSON.parse(readFileSync(reportPath, "utf8")));
const relative = (files: string[]) => files.map((file) => path.relative(process.cwd(), file));
if (otherFailures.length > 0 || broken.length === 0) {
  console.error(`Tests failed${otherFailures.length ? ` in ${relative(otherFailures).join(", ")}` : ""}: not the embedded database breaking, so nothing runs again.`);
  process.exit(1);
}
console.warn(`\n== The embedded database broke in ${relative(broken).join(", ")} (every failure there says so): running ${broken.length === 1 ? "that file" : "those files"} once more on it.`);
const rerun = spawnSync("npx", ["vitest", "run", "--project", "integration-pglite", ...relative(broken)], { stdio: "inherit" });
process.exit(rerun.status ?? 1);
