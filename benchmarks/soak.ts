// npm run bench:soak: the realistic mix (benchmarks/lib/realistic-mix.ts) against a freshly started
// production server for BENCH_SOAK_MINUTES (10), 10 connections as fast as it answers, with another
// instance's edit every 10 s on PostgreSQL; prints the server's resident memory each minute and how much it
// grew after the first. A store that is bounded stays flat; one that leaks climbs minute after minute.
// Resident memory is read every second: between two collections the JavaScript heap holds garbage that
// the next collection frees, so a single reading at the end of a minute lands anywhere on that sawtooth
// (tens of MB apart); each minute's median is the steadier figure, printed beside the end reading.
// Beside resident memory it prints the JavaScript heap each minute (benchmarks/lib/heap-probe.mjs, loaded
// into the server): its lowest in use, close to the live set, which is what a leaking store raises, and
// what V8 kept committed around it.
// Uses the benchmark database npm run bench fills (run that first), and the current build.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import nextEnv from "@next/env";
import { describeTarget, openDatabase } from "@/lib/db/client";
import { benchTarget, targetEnv } from "./data/target";
import { readAddresses } from "./lib/addresses";
import { runLoad } from "./lib/load";
import { announceEdits, readPublishedLists, realisticPaths } from "./lib/realistic-mix";
import { startServer } from "./lib/server";

nextEnv.loadEnvConfig(process.cwd());

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES || 10);
const PORT = Number(process.env.BENCH_PORT || 4810) + 3;
// Each minute gets its own stretch of the mix, more addresses than a minute can ask for.
const PATHS_PER_MINUTE = 200_000;

async function main() {
  const target = benchTarget();
  const database = openDatabase(target);
  let addresses;
  let published;
  try {
    addresses = await readAddresses(database);
    published = await readPublishedLists(database);
  } finally {
    await database.close();
  }
  if (published.length === 0) throw new Error("The benchmark database is empty: run npm run bench first.");
  console.log(`Soak: realistic mix for ${MINUTES} minutes on ${describeTarget(target)} (${published.length} published lists).`);
  const probeDir = mkdtempSync(path.join(os.tmpdir(), "soak-heap-"));
  const probeFile = path.join(probeDir, "heap.jsonl");
  const server = await startServer({
    port: PORT,
    env: { ...targetEnv(target), RATE_LIMIT_DISABLED: "true", HEAP_PROBE_FILE: probeFile },
    nodeFlags: ["--import", path.join(import.meta.dirname, "lib/heap-probe.mjs")],
    quiet: true,
  });
  const edits = target.kind === "postgres" ? await announceEdits(target.url, published) : null;
  const paths = realisticPaths(published, addresses, MINUTES * PATHS_PER_MINUTE);
  const minutes: { minute: number; rssMb: number; medianMb: number; heapFloorMb: number; heapTotalMb: number; youngMb: number; reqPerSec: number; p99: number; errors: number }[] = [];
  try {
    for (let minute = 1; minute <= MINUTES; minute++) {
      const readings: number[] = [];
      const started = Date.now();
      const sampler = setInterval(() => readings.push(server.rssMb()), 1000);
      const result = await runLoad({ name: `minute ${minute}`, baseUrl: server.url, paths: paths.slice((minute - 1) * PATHS_PER_MINUTE), seconds: 60, serverPid: server.pid });
      clearInterval(sampler);
      const heap = heapSince(probeFile, started);
      const row = { minute, rssMb: server.rssMb(), medianMb: median(readings), ...heap, reqPerSec: Math.round(result.reqPerSec), p99: result.p99, errors: result.errors + result.non2xx };
      minutes.push(row);
      console.log(
        `  minute ${String(minute).padStart(2)}: ${String(row.rssMb).padStart(4)} MB resident at its end, median ${String(row.medianMb).padStart(4)} MB; heap in use at its lowest ${String(row.heapFloorMb).padStart(4)} MB, committed ${String(row.heapTotalMb).padStart(4)} MB (young generation ${row.youngMb} MB); ${row.reqPerSec} req/s, p99 ${row.p99} ms, ${row.errors} errors or non-2xx`,
      );
    }
  } finally {
    const sent = await edits?.stop();
    console.log(`Peak resident memory: ${server.peakRssMb()} MB${sent === undefined ? "" : `; ${sent} edits announced`}.`);
    await server.stop();
    rmSync(probeDir, { recursive: true, force: true });
  }
  for (const [name, field] of [["At each minute's end", "rssMb"], ["Median of each minute", "medianMb"]] as const) {
    const first = minutes[0]?.[field] ?? 0;
    const last = minutes.at(-1)?.[field] ?? 0;
    const highest = Math.max(...minutes.slice(1).map((row) => row[field]));
    console.log(`${name}: first minute ${first} MB, last ${last} MB, highest since ${highest} MB (${(((highest - first) / first) * 100).toFixed(1)}% above the first minute).`);
  }
  const half = minutes[Math.floor(minutes.length / 2)];
  const last = minutes.at(-1);
  if (half && last && half !== last) {
    console.log(`Heap in use at its lowest: minute ${half.minute} ${half.heapFloorMb} MB, minute ${last.minute} ${last.heapFloorMb} MB (${signed(last.heapFloorMb - half.heapFloorMb)} MB over the second half).`);
  }
}

/** The heap probe's readings since `since`: the lowest heap in use, the median committed heap and the
 * median committed young generation, in MB. */
function heapSince(file: string, since: number): { heapFloorMb: number; heapTotalMb: number; youngMb: number } {
  let lines: { at: number; heapFloor: number; heapTotal: number; young: number }[] = [];
  try {
    lines = readFileSync(file, "utf8").trim().split("\n").filter(Boolean).map((line) => JSON.parse(line));
  } catch {
    // no reading yet
  }
  const recent = lines.filter((line) => line.at >= since);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  if (recent.length === 0) return { heapFloorMb: Number.NaN, heapTotalMb: Number.NaN, youngMb: Number.NaN };
  return {
    heapFloorMb: mb(Math.min(...recent.map((line) => line.heapFloor))),
    heapTotalMb: mb(median(recent.map((line) => line.heapTotal))),
    youngMb: mb(median(recent.map((line) => line.young))),
  };
}

function signed(value: number): string {
  return value >= 0 ? `+${value}` : String(value);
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
