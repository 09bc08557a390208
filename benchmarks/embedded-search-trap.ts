// npm run faults:embedded-search: how often PGlite's WebAssembly PostgreSQL traps in pg_trgm under load.
// Copies one migrated embedded database (with a vocabulary of 2,000 words) into TRAP_RUNS (120) fresh
// processes, TRAP_PARALLEL (6) at a time on this machine's cores, and has each ask for typo corrections
// and a stemmed query five times, as a visitor's searches do. Prints how many processes saw their database
// break, at which query, and the first break's WebAssembly stack (the module and function it trapped in).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openPGlite, pgliteExecutor } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";

const RUNS = Number(process.env.TRAP_RUNS || 120);
const PARALLEL = Number(process.env.TRAP_PARALLEL || 6);
const QUERIES = 5;
// A process that ended without printing its result (it crashed before its queries): not a break.
const SILENT = -1;

async function child(template: string) {
  const pglite = await openPGlite("memory://trap", new Blob([await readFile(template)]));
  for (let query = 0; query < QUERIES; query++) {
    try {
      await pglite.query(`SELECT * FROM search_word_facts($1::text[], 0.2::real, 20)`, [[`wrod${query}`, "internetional", "birteday"]]);
      await pglite.query(`SELECT to_tsquery('english', 'checkpoints'), to_tsquery('simple', 'check:*')`);
    } catch (error) {
      const cause = (error as Error).cause as Error | undefined;
      console.log(JSON.stringify({ broke: query, message: String(error).slice(0, 200), stack: cause?.stack?.split("\n").slice(0, 8) }));
      // A broken database keeps its process alive: it ends here.
      process.exit(0);
    }
  }
  await pglite.close();
  console.log(JSON.stringify({ broke: null }));
}

async function main() {
  const folder = await mkdtemp(path.join(tmpdir(), "embedded-trap-"));
  try {
    const template = path.join(folder, "migrated.tar");
    const pglite = await openPGlite("memory://template");
    await applyMigrations(pgliteExecutor(pglite));
    await pglite.exec(`INSERT INTO search_words (word, lists) SELECT 'word' || g, 1 FROM generate_series(1, 2000) g`);
    await writeFile(template, new Uint8Array(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    await pglite.close();

    const results: { broke: number | null; message?: string; stack?: string[] }[] = [];
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < RUNS) {
        next += 1;
        const { stdout } = await promisify(execFile)("npx", ["tsx", import.meta.filename, "--child", template], { maxBuffer: 1 << 20 }).catch((error) => ({ stdout: String(error.stdout ?? "") }));
        const line = stdout.trim().split("\n").findLast((text) => text.startsWith("{"));
        results.push(line ? JSON.parse(line) : { broke: SILENT });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const broken = results.filter((result) => result.broke !== null && result.broke >= 0);
    const silent = results.filter((result) => result.broke === SILENT).length;
    console.log(`${RUNS} processes, ${PARALLEL} at a time, ${((Date.now() - started) / 1000).toFixed(0)} s: ${broken.length} saw the embedded database break${silent ? `; ${silent} ended without a result` : ""}.`);
    const byQuery = new Map<number, number>();
    for (const result of broken) byQuery.set(result.broke!, (byQuery.get(result.broke!) ?? 0) + 1);
    for (const [query, count] of [...byQuery].sort((a, b) => a[0] - b[0])) console.log(`  at query ${query + 1}: ${count}`);
    if (broken[0]) console.log(`First break: ${broken[0].message}\n  ${(broken[0].stack ?? []).join("\n  ")}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--child") await child(process.argv[3]);
else await main();
