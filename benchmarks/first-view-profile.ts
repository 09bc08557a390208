// npm run bench:profile -- [--kind lists|topics|curators] [--views 600] [--build .next] [--allocations] [--encoding identity|gzip|"br, gzip"]
//
// Where a first view's server time goes. Starts the production server of a build on the benchmark
// database with V8's CPU profiler on, renders 60 first views to warm it, then `--views` more one at a time,
// and prints, per view:
// - the server's CPU by thread (from /proc/<pid>/task): the main thread, which renders, and each other
//   thread in the order they started (Node.js names none of them: V8's platform workers come first, for
//   concurrent and parallel garbage collection and compilation; libuv's pool, for compression and files,
//   starts at its first use; the CPU profiler's own thread is named);
// - the main thread's time by where the code lives (Next.js's server runtime with React, the app's own
//   server chunks, Prisma, pg, Node.js's internals, garbage collection), from the profile's samples;
// - the functions with the most time of their own.
// Sampling costs a few milliseconds a view, so the totals run above `npm run bench:compare`'s; the shares
// are what to read. With --allocations, V8's sampling heap profiler runs instead of the CPU profiler
// (benchmarks/lib/allocation-probe.mjs): what a view allocates on the JavaScript heap, which the garbage
// collector then spends its time on, by where the code lives and by site.
// KEEP_PROFILE=<file> keeps the CPU profile there, for Chrome's DevTools or a closer look.
// Uses the benchmark database (npm run bench:seed) and an existing build.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { openDatabase } from "@/lib/db/client";
import { benchTarget, targetEnv } from "./data/target";
import { readAddresses, type Addresses } from "./lib/addresses";
import { printAllocations, type AllocationProfile } from "./lib/allocation-profile";
import { measureFirstViews, statCpuMs } from "./lib/first-view-cost";
import { startServer } from "./lib/server";

nextEnv.loadEnvConfig(process.cwd());

const { values: args } = parseArgs({
  options: {
    kind: { type: "string", default: "lists" },
    views: { type: "string", default: "600" },
    build: { type: "string", default: process.env.NEXT_DIST_DIR || ".next" },
    allocations: { type: "boolean", default: false },
    // What the client accepts; compression is part of a real visitor's first view.
    encoding: { type: "string", default: "identity" },
  },
});
const WARM_UP = 60;
const PORT = Number(process.env.BENCH_PORT || 4810) + 7;
const KINDS = ["lists", "topics", "curators"] as const satisfies readonly (keyof Addresses)[];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on the monotonic clock V8's profiler stamps its samples with, in microseconds. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** CPU milliseconds each thread of `pid` has used so far, and each thread's name. */
function threadCpuMs(pid: number): Map<string, { name: string; ms: number }> {
  const threads = new Map<string, { name: string; ms: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
      threads.set(tid, { name, ms: statCpuMs(`/proc/${pid}/task/${tid}/stat`) });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

/** CPU milliseconds per view of each thread but the main one between two readings, in the order they started. */
function otherThreads(pid: number, before: ReturnType<typeof threadCpuMs>, after: ReturnType<typeof threadCpuMs>, views: number): string {
  return [...after]
    .filter(([tid]) => tid !== String(pid))
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([tid, { name, ms }]) => ({ name, ms: (ms - (before.get(tid)?.ms ?? 0)) / views }))
    .filter((thread) => thread.ms >= 0.05)
    .map((thread) => (thread.name === "node" ? thread.ms.toFixed(2) : `${thread.name} ${thread.ms.toFixed(2)}`))
    .join(", ");
}

/** Sends the server SIGUSR2 (allocation-probe.mjs) and waits for `file` to appear. */
async function signalAndWait(pid: number, file: string): Promise<void> {
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 60_000;
  while (!existsSync(file)) {
    if (existsSync(`${file}.error`)) throw new Error(`The allocation probe failed: ${readFileSync(`${file}.error`, "utf8")}`);
    if (Date.now() > deadline) throw new Error("The allocation probe did not answer within a minute.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where a sampled function's code lives, by its file. */
function placeOf({ functionName, url }: ProfileNode["callFrame"]): string | null {
  if (!url) return functionName === "(idle)" || functionName === "(program)" ? null : functionName;
  const file = url.replace(/^file:\/\//, "");
  if (file.includes("/next/dist/compiled/next-server/")) return "Next.js server runtime and React";
  const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (nodeModule) return nodeModule[1];
  if (/\/server\/(chunks|app)\//.test(file)) return "the app's server chunks (its code and the libraries bundled with it)";
  if (file.endsWith("production-server.mjs")) return "server.ts (kept answers, compression)";
  if (file.startsWith("node:")) return "Node.js internals";
  return file;
}

/** The main thread's samples taken between `from` and `to` (monotonic microseconds), per view. */
function summarize(profile: CpuProfile, views: number, from: number, to: number) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time < from || time > to) return;
    const frame = byNode.get(id)!.callFrame;
    const place = placeOf(frame);
    if (place === null) return;
    const ms = profile.timeDeltas[index] / 1000;
    places.set(place, (places.get(place) ?? 0) + ms);
    const name = `${frame.functionName || "(anonymous)"} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  const busy = [...places.values()].reduce((sum, ms) => sum + ms, 0);
  if (busy === 0) throw new Error("No sample of the profile falls within the measured views (the profiler's clock is not this process's).");
  console.log(`\nMain thread, sampled: ${(busy / views).toFixed(1)} ms a view, by where the code lives:`);
  for (const [place, ms] of top(places, 12)) console.log(`  ${(ms / views).toFixed(2).padStart(6)} ms  ${((ms / busy) * 100).toFixed(1).padStart(5)}%  ${place}`);
  console.log("\nFunctions with the most time of their own:");
  for (const [name, ms] of top(functions, 15)) console.log(`  ${(ms / views).toFixed(2).padStart(6)} ms  ${name}`);
}

async function main() {
  const kind = KINDS.find((name) => name === args.kind);
  if (!kind) throw new Error(`--kind is one of ${KINDS.join(", ")}.`);
  const views = Number(args.views);
  const target = benchTarget();
  const database = openDatabase(target);
  const addresses = await readAddresses(database, WARM_UP + views).finally(() => database.close());
  const all = addresses[kind];
  if (all.length < WARM_UP + views) throw new Error(`The benchmark database has ${all.length} ${kind} addresses; the run needs ${WARM_UP + views}.`);

  const window = { from: 0, to: 0 };
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "first-view-profile-"));
  const allocationFile = path.join(profileDir, "allocations.json");
  const server = await startServer({
    port: PORT,
    env: { ...targetEnv(target), NEXT_DIST_DIR: args.build, RATE_LIMIT_DISABLED: "true", WARM_UP_PAGES: "0", ALLOCATION_PROFILE_FILE: allocationFile },
    quiet: true,
    nodeFlags: args.allocations ? ["--import", path.join(import.meta.dirname, "lib/allocation-probe.mjs")] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  });
  try {
    await measureFirstViews(server.url, server.pid, all.slice(0, WARM_UP), args.encoding);
    if (args.allocations) await signalAndWait(server.pid, `${allocationFile}.started`);
    const before = threadCpuMs(server.pid);
    window.from = monotonicMicros();
    const cost = await measureFirstViews(server.url, server.pid, all.slice(WARM_UP, WARM_UP + views), args.encoding);
    window.to = monotonicMicros();
    const after = threadCpuMs(server.pid);
    // The main thread's id is the process's.
    const mainMs = (after.get(String(server.pid))?.ms ?? 0) - (before.get(String(server.pid))?.ms ?? 0);
    console.log(`${views} ${kind} first views (after ${WARM_UP}), one at a time, build ${args.build}, accept-encoding: ${args.encoding}, ${args.allocations ? "allocation" : "CPU"} profiler on:`);
    console.log(`  server CPU ${cost.cpuMsPerPage.toFixed(1)} ms a view: main thread ${(mainMs / views).toFixed(1)} ms, other threads ${(cost.cpuMsPerPage - mainMs / views).toFixed(1)} ms; HTML ${cost.htmlKb.toFixed(1)} KB`);
    console.log(`  other threads, ms a view each, in the order they started: ${otherThreads(server.pid, before, after, views)}`);
    if (args.allocations) await signalAndWait(server.pid, allocationFile);
  } finally {
    await server.stop();
  }
  if (args.allocations) {
    printAllocations(JSON.parse(readFileSync(allocationFile, "utf8")) as AllocationProfile, views, placeOf);
    rmSync(profileDir, { recursive: true, force: true });
    return;
  }
  const [file] = readdirSync(profileDir).filter((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error("The server wrote no CPU profile (it did not exit cleanly).");
  if (process.env.KEEP_PROFILE) copyFileSync(path.join(profileDir, file), process.env.KEEP_PROFILE);
  summarize(JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as CpuProfile, views, window.from, window.to);
  rmSync(profileDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
