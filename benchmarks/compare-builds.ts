// npm run bench:compare -- <build folder> <build folder> [--kind lists|topics|curators] [--rounds 4] [--views 600] [--encoding identity|gzip|"br, gzip"]
//
// Which of two builds renders first views more cheaply, told apart from this machine's noise. A server's
// CPU per first view moves by about 2 ms between runs of the same build (other work on the machine, what
// PostgreSQL has in memory), as much as many changes save, so one run of each proves nothing. This runs
// the two builds in turns: each round starts a fresh server of each build in turn on the same addresses
// (a new stretch of them each round), renders 60 of them to warm it, then measures `--views` first views
// one at a time (server CPU from /proc, no queueing). It prints every round and the difference per round;
// a change is real when the rounds agree on its sign. Pages are asked for uncompressed unless --encoding
// names what the client accepts (compression is then part of the cost, as for a real visitor).
//
// Build the two first, each into its own folder, for example:
//   git stash && NEXT_DIST_DIR=.next-before npm run build && git stash pop && NEXT_DIST_DIR=.next-after npm run build
// Uses the benchmark database (npm run bench:seed).
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import { openDatabase } from "@/lib/db/client";
import { benchTarget, targetEnv } from "./data/target";
import { readAddresses, type Addresses } from "./lib/addresses";
import { measureFirstViews } from "./lib/first-view-cost";
import { startServer } from "./lib/server";

nextEnv.loadEnvConfig(process.cwd());

const { values: args, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: "string", default: "lists" },
    rounds: { type: "string", default: "4" },
    views: { type: "string", default: "600" },
    encoding: { type: "string", default: "identity" },
  },
});
const ROUNDS = Number(args.rounds);
const VIEWS = Number(args.views);
const WARM_UP = 60;
const PORT = Number(process.env.BENCH_PORT || 4810) + 6;
const KINDS = ["lists", "topics", "curators"] as const satisfies readonly (keyof Addresses)[];

async function main() {
  const kind = KINDS.find((name) => name === args.kind);
  if (!kind) throw new Error(`--kind is one of ${KINDS.join(", ")}.`);
  if (builds.length !== 2) throw new Error("Name two build folders, each made with NEXT_DIST_DIR=<folder> npm run build.");
  for (const build of builds) {
    if (!existsSync(path.join(build, "production-server.mjs"))) throw new Error(`${build} holds no production build: run NEXT_DIST_DIR=${build} npm run build.`);
  }
  const perRound = WARM_UP + VIEWS;
  const target = benchTarget();
  const database = openDatabase(target);
  const addresses = await readAddresses(database, ROUNDS * perRound).finally(() => database.close());
  const all = addresses[kind];
  if (all.length < perRound) throw new Error(`The benchmark database has ${all.length} ${kind} addresses; a round needs ${perRound}.`);

  const cpu: number[][] = builds.map(() => []);
  console.log(`${ROUNDS} rounds of ${VIEWS} ${kind} first views (after ${WARM_UP}, accept-encoding: ${args.encoding}), builds in turn: ${builds.join(" | ")}`);
  for (let round = 0; round < ROUNDS; round++) {
    // Rounds take the next stretch of addresses, from the start again if there are too few.
    const start = (round * perRound) % Math.max(1, all.length - perRound + 1);
    const stretch = all.slice(start, start + perRound);
    const figures: string[] = [];
    for (const [index, build] of builds.entries()) {
      const server = await startServer({ port: PORT, env: { ...targetEnv(target), NEXT_DIST_DIR: build, RATE_LIMIT_DISABLED: "true", WARM_UP_PAGES: "0" }, quiet: true });
      try {
        await measureFirstViews(server.url, server.pid, stretch.slice(0, WARM_UP), args.encoding);
        const cost = await measureFirstViews(server.url, server.pid, stretch.slice(WARM_UP), args.encoding);
        cpu[index].push(cost.cpuMsPerPage);
        figures.push(`${cost.cpuMsPerPage.toFixed(1)} ms (${cost.htmlKb.toFixed(1)} KB)`);
      } finally {
        await server.stop();
      }
    }
    const difference = cpu[1][round] - cpu[0][round];
    console.log(`  round ${round + 1}: ${figures.join(" | ")}; second minus first ${difference >= 0 ? "+" : ""}${difference.toFixed(1)} ms`);
  }
  const differences = cpu[1].map((value, round) => value - cpu[0][round]);
  const mean = differences.reduce((sum, value) => sum + value, 0) / differences.length;
  const lower = differences.filter((value) => value < 0).length;
  console.log(
    `\nServer CPU per first view: ${builds.map((build, index) => `${build} ${(cpu[index].reduce((sum, value) => sum + value, 0) / ROUNDS).toFixed(1)} ms`).join(", ")}; ` +
      `second minus first ${mean >= 0 ? "+" : ""}${mean.toFixed(1)} ms on average (${Math.min(...differences).toFixed(1)} to ${Math.max(...differences).toFixed(1)}), lower in ${lower} of ${ROUNDS} rounds.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
