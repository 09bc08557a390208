// npm run bench: fills the benchmark database (benchmarks/data), builds the app (unless BENCH_SKIP_BUILD=true),
// starts the production server on it with rate limits off, and loads it from this process with autocannon:
// 10 connections for BENCH_SECONDS (10) after a warm-up, each public page kind rotating over 1,000+
// addresses, the search API at a fixed 100 req/s with repeating and never-repeating queries, the search page
// at 50 req/s, and the admin calls that exist; then, each on a server of its own, 3,000 list pages rendered
// once and asked for in rotation with a 16 MB memory budget (BENCH_ROTATION_PAGES), and a realistic mix
// on a freshly started server (BENCH_MIX_SECONDS, 30; an edit announced every 10 s on PostgreSQL). Prints
// one table, what one first view costs the server (a document alone, and a page view in Chromium with
// what the page asks for once it runs), the first-load JavaScript per public route, and the servers' peak
// resident memory.
//
// BENCH_DATABASE_URL: a PostgreSQL database to fill and use (else an embedded one in BENCH_PGLITE_DIR,
// default data/bench-pglite). BENCH_PORT (4810). Sizes: BENCH_LISTS, BENCH_EXPERTS, BENCH_CATEGORIES,
// BENCH_VIEWS, BENCH_FAVORITES (see benchmarks/data/sizes.ts); BENCH_ONLY=list,search to run some rows.
import { execFileSync } from "node:child_process";
import os from "node:os";
import nextEnv from "@next/env";
import { describeTarget, openDatabase } from "@/lib/db/client";
import { fillBenchDatabase } from "./data/fill";
import { benchSizes, describeSizes } from "./data/sizes";
import { benchTarget, targetEnv } from "./data/target";
import { ensureAdmin, readAddresses } from "./lib/addresses";
import { firstLoadJs } from "./lib/first-load-js";
import { measureBrowserViews, type BrowserViewCost } from "./lib/browser-views";
import { measureFirstViews, type FirstViewCost } from "./lib/first-view-cost";
import { runLoad, type LoadResult } from "./lib/load";
import { announceEdits, readPublishedLists, realisticPaths } from "./lib/realistic-mix";
import { repeatingSearchQueries, uniqueSearchQueries } from "./lib/search-queries";
import { devSignIn, startServer } from "./lib/server";
import { formatTable } from "./lib/table";

nextEnv.loadEnvConfig(process.cwd());

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS || 3);
const PORT = Number(process.env.BENCH_PORT || 4810);
const ADMIN_EMAIL = "bench-admin@example.com";
const ONLY = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const STATIC_PATH = "/images/hero.svg";
const ROTATION_PAGES = Number(process.env.BENCH_ROTATION_PAGES || 3_000);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS || 30);
const COST_SAMPLE = 40;
const BROWSER_SAMPLE = 10;

async function main() {
  const target = benchTarget();
  const sizes = benchSizes();
  const database = openDatabase(target);
  let addresses;
  let published;
  try {
    await fillBenchDatabase(database, sizes, { force: process.env.BENCH_RESEED === "true" });
    addresses = await readAddresses(database);
    published = await readPublishedLists(database);
    await ensureAdmin(database, ADMIN_EMAIL);
  } finally {
    await database.close();
  }

  if (process.env.BENCH_SKIP_BUILD !== "true") {
    console.log("Building (BENCH_SKIP_BUILD=true skips this)...");
    execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  }

  console.log(`Starting the production server on port ${PORT} (${describeTarget(target)})...`);
  const server = await startServer({
    port: PORT,
    // No warm-up: the first-view rows measure pages nobody has asked for yet.
    env: { ...targetEnv(target), RATE_LIMIT_DISABLED: "true", AUTH_DEV_LOGIN: "true", WARM_UP_PAGES: "0" },
    quiet: true,
  });
  const results: LoadResult[] = [];
  const wants = (name: string) => !ONLY || ONLY.some((only) => name.startsWith(only));
  const extraPeaks: string[] = [];
  const firstViewCosts: [string, FirstViewCost][] = [];
  const browserViewCosts: [string, BrowserViewCost][] = [];
  type LoadRowOptions = { rate?: number; headers?: Record<string, string>; connections?: number; amount?: number; seconds?: number; warmupSeconds?: number; on?: typeof server };
  const load = async (name: string, paths: string[], options: LoadRowOptions = {}) => {
    if (!wants(name)) return;
    process.stdout.write(`  ${name}...`);
    const on = options.on ?? server;
    const result = await runLoad({ name, baseUrl: on.url, paths, seconds: SECONDS, warmupSeconds: WARMUP, serverPid: on.pid, ...options });
    results.push(result);
    process.stdout.write(` ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99} ms${result.non2xx ? `, statuses ${JSON.stringify(result.statusCodes)}` : ""}\n`);
  };

  try {
    const searchCount = (SECONDS + WARMUP + 2) * 100;
    await load("static file", [STATIC_PATH]);
    await load("/", ["/"]);
    // Page views as a browser makes them (the document, then the prefetches of the links in sight), on the
    // least viewed lists, which no other row asks for: their first views, then the same views again.
    if (wants("browser views")) {
      const tail = published.slice(-BROWSER_SAMPLE).map((list) => `/lists/${list.slug}`);
      browserViewCosts.push(["list pages, first views", await measureBrowserViews(server.url, server.pid, tail)]);
      browserViewCosts.push(["the same pages again", await measureBrowserViews(server.url, server.pid, tail)]);
    }
    // Each rotating kind: what one first view costs (one at a time, on addresses no other row asks for),
    // then every address's first view under load (rendered and stored), then the same addresses again.
    for (const [name, all] of [
      ["/lists/{slug}", addresses.lists],
      ["/topics/{slug}?filters", addresses.topics],
      ["/curators/{handle}", addresses.curators],
    ] as const) {
      const paths = all.slice(0, -COST_SAMPLE);
      if (wants(`${name} first views`)) firstViewCosts.push([name, await measureFirstViews(server.url, server.pid, all.slice(-COST_SAMPLE))]);
      await load(`${name} first views`, paths, { amount: paths.length });
      await load(`${name} rotating, cached`, paths);
    }
    await load("/trending", ["/trending"]);
    await load("search API, repeating, 100/s", repeatingSearchQueries(20, { limit: "20" }).map((query) => `/api/public/search?${query}`), { rate: 100 });
    await load(
      "search API, never repeating, 100/s",
      uniqueSearchQueries(addresses.categorySlugs, searchCount, { limit: "20" }).map((query) => `/api/public/search?${query}`),
      { rate: 100 },
    );
    await load(
      "/search page, never repeating, 50/s",
      uniqueSearchQueries(addresses.categorySlugs, searchCount, { page: "1" }).map((query) => `/search?${query}`),
      { rate: 50 },
    );

    const cookie = await devSignIn(server.url, ADMIN_EMAIL, "Bench");
    const adminCalls: [string, string][] = [
      ["admin: dashboard stats", "/api/admin/stats"],
      ["admin: content manager, first page", "/api/admin/content-lists"],
      ["admin: content manager, filtered", `/api/admin/content-lists?category=${addresses.categoryIds[0]}&q=checklist`],
    ];
    for (const [name, path] of adminCalls) {
      const probe = await fetch(server.url + path, { headers: { cookie } });
      if (probe.status === 404 || probe.status === 405) {
        console.log(`  ${name}: skipped (${path} answers ${probe.status} in this build)`);
        continue;
      }
      await load(name, [path], { headers: { cookie }, connections: 4 });
    }

    // Rendered pages beyond what memory holds: 3,000 list pages, each rendered once, then asked for in
    // rotation on a server whose memory budget is 16 MB (at 100,000 lists no budget holds every page).
    const rotation = published.slice(0, ROTATION_PAGES).map((list) => `/lists/${list.slug}`);
    if (wants("list pages beyond memory")) {
      const small = await startServer({ port: PORT + 1, env: { ...targetEnv(target), RATE_LIMIT_DISABLED: "true", PROCESS_CACHE_MB: "16", WARM_UP_PAGES: "0" }, quiet: true });
      try {
        await load(`list pages beyond memory: ${rotation.length} rendered once`, rotation, { amount: rotation.length, on: small });
        await load(`list pages beyond memory: ${rotation.length} in rotation, 16 MB budget`, rotation, { on: small, warmupSeconds: 0 });
        extraPeaks.push(`16 MB budget server ${small.peakRssMb()} MB`);
      } finally {
        await small.stop();
      }
    }

    // Real traffic on a server that has just started: a few popular lists, a long tail over all of them,
    // topics, curators, home and trending, with another instance's edit every ten seconds.
    if (wants("realistic mix")) {
      const fresh = await startServer({ port: PORT + 2, env: { ...targetEnv(target), RATE_LIMIT_DISABLED: "true" }, quiet: true });
      const edits = target.kind === "postgres" ? await announceEdits(target.url, published) : null;
      try {
        await load(`realistic mix, fresh server${edits ? ", an edit every 10 s" : ""}`, realisticPaths(published, addresses, 400_000), { on: fresh, seconds: MIX_SECONDS, warmupSeconds: 0 });
        extraPeaks.push(`realistic-mix server ${fresh.peakRssMb()} MB`);
      } finally {
        await edits?.stop();
        await fresh.stop();
      }
    }

    const staticRow = results.find((row) => row.name === "static file");
    console.log(`\nThe Lists benchmark, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`);
    console.log(`${describeTarget(target)}; ${describeSizes(sizes)}`);
    console.log(`${os.cpus().length} CPU (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg().map((n) => n.toFixed(1)).join(" ")}, Node ${process.version}`);
    console.log(`autocannon: 10 connections (admin 4), ${SECONDS} s after ${WARMUP} s warm-up; fixed-rate rows at the rate shown\n`);
    console.log(formatTable(results, staticRow?.reqPerSec ?? null));
    console.log(`\nOne first view at a time (${COST_SAMPLE} addresses each): server CPU per page, HTML sent (uncompressed)`);
    for (const [name, cost] of firstViewCosts) console.log(`  ${name.padEnd(24)} ${cost.cpuMsPerPage.toFixed(1).padStart(6)} ms CPU ${cost.htmlKb.toFixed(1).padStart(7)} KB HTML`);
    if (browserViewCosts.length) {
      console.log(`\nPage views in Chromium, one at a time (${BROWSER_SAMPLE} of the least viewed lists): server CPU per view, requests beyond static files`);
      for (const [name, cost] of browserViewCosts) {
        console.log(`  ${name.padEnd(24)} ${cost.cpuMsPerView.toFixed(1).padStart(6)} ms CPU ${cost.requestsPerView.toFixed(1).padStart(5)} requests (${cost.prefetchesPerView.toFixed(1)} prefetches)`);
      }
    }
    console.log(`\nServer peak resident memory (VmHWM): ${server.peakRssMb()} MB${extraPeaks.length ? `; ${extraPeaks.join("; ")}` : ""}`);

    console.log("\nFirst-load JavaScript (every script the HTML loads, gzipped):");
    const cache = new Map<string, number>();
    const pages: [string, string][] = [
      ["/", "/"],
      ["/lists/[slug]", addresses.lists[0]],
      ["/topics/[slug]", `/topics/${addresses.categorySlugs[0]}`],
      ["/curators/[handle]", addresses.curators[0]],
      ["/curators", "/curators"],
      ["/trending", "/trending"],
      ["/search", "/search?q=checklist"],
      ["/submit", "/submit"],
    ];
    for (const [route, path] of pages) {
      const { kb, files } = await firstLoadJs(server.url, path, cache);
      console.log(`  ${route.padEnd(20)} ${kb.toFixed(1).padStart(7)} KB in ${files} files`);
    }
  } finally {
    const stopped = await server.stop();
    console.log(`\nServer stopped by SIGTERM in ${stopped.ms} ms (exit code ${stopped.code}).`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
