// npm run bench:floor: what Next.js itself costs per first view on this machine, beside what a list
// page of the site costs, in one run. It writes a minimal app of three pages into a temporary folder,
// installs the versions of Next.js and React this project has there (from the npm registry: Next.js
// builds the project it sits in with that project's request guard and instrumentation, so it cannot live
// inside this one), builds it with every setting at its default, starts it with `next start` and measures
// one first view at a time (server CPU from /proc, no queueing):
// - a page rendered per request with a heading and a sentence;
// - a page kept in the page cache after its first view (as every public page of the site is), about 5 KB;
// - the same with 60 sections of server-rendered markup (headings, paragraphs and links with class names):
//   about 70 KB of HTML with its React payload, the size of a list page.
// Then it starts the site's production server on the benchmark database (`npm run bench:seed`, and the
// current build) and measures list pages' first views the same way: the first 40 after start (as the
// bench's figure is taken, before V8 has optimised the code) and 300 more once it has rendered 60 others.
// The minimal app likewise renders 60 pages of each kind before it is measured.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import nextEnv from "@next/env";
import { openDatabase } from "@/lib/db/client";
import { benchTarget, targetEnv } from "./data/target";
import { readAddresses } from "./lib/addresses";
import { measureFirstViews, type FirstViewCost } from "./lib/first-view-cost";
import { startServer } from "./lib/server";

nextEnv.loadEnvConfig(process.cwd());

const ROOT = path.resolve(import.meta.dirname, "..");
const APP_DIR = mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));
const PORT = Number(process.env.BENCH_PORT || 4810) + 5;
const SAMPLE = 300;
const WARM_UP = 60;
// As many as npm run bench's one-at-a-time sample of first views, which it takes right after start.
const COLD_SAMPLE = 40;
const NEXT_BIN = path.join(APP_DIR, "node_modules/next/dist/bin/next");
const FRAMEWORK = ["next", "react", "react-dom"];

const PAGES: Record<string, string> = {
  "app/layout.jsx": `export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/dynamic/page.jsx": `import { connection } from "next/server";
export default async function Page() {
  await connection();
  return <main><h1>Rendered per request</h1><p>A heading and a sentence.</p></main>;
}
`,
  "app/small/[id]/page.jsx": `export const revalidate = 3600;
export function generateStaticParams() { return []; }
export default async function Page({ params }) {
  const { id } = await params;
  return <main><h1>Page {id}</h1><p>A heading and a sentence, kept after its first view.</p></main>;
}
`,
  "app/large/[id]/page.jsx": `export const revalidate = 3600;
export function generateStaticParams() { return []; }
const SECTION = "mt-6 rounded-2xl border border-border bg-card px-5 py-4 text-sm leading-relaxed text-foreground shadow-sm";
export default async function Page({ params }) {
  const { id } = await params;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-heading text-4xl font-semibold">Page {id}</h1>
      {Array.from({ length: 60 }, (_, step) => (
        <section key={step} className={SECTION}>
          <h2 className="font-heading text-xl font-semibold text-primary">Step {step + 1} of page {id}</h2>
          <p className="mt-2 text-muted-foreground">Check the expiry date and book an appointment well before the trip; bring the old document and a photo.</p>
          <a className="mt-2 inline-block underline underline-offset-4" href={"/large/" + id + "/" + step}>Read more about step {step + 1}</a>
        </section>
      ))}
    </main>
  );
}
`,
};

const installedVersion = (name: string): string => JSON.parse(readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")).version;

function writeFloorApp() {
  const dependencies = Object.fromEntries(FRAMEWORK.map((name) => [name, installedVersion(name)]));
  writeFileSync(path.join(APP_DIR, "package.json"), JSON.stringify({ name: "bench-floor", private: true, dependencies }));
  for (const [file, source] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(APP_DIR, file)), { recursive: true });
    writeFileSync(path.join(APP_DIR, file), source);
  }
  writeFileSync(path.join(APP_DIR, "next.config.mjs"), "export default {};\n");
}

async function startFloorServer() {
  const child = spawn(process.execPath, [NEXT_BIN, "start", APP_DIR, "-p", String(PORT), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (let tries = 0; ; tries++) {
    if (await fetch(`${url}/dynamic`).then((response) => response.ok, () => false)) break;
    if (tries > 120) {
      child.kill("SIGKILL");
      throw new Error("The minimal app did not answer within a minute.");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, pid: child.pid!, stop: () => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")) };
}

const range = (from: number, count: number, address: (n: number) => string) => Array.from({ length: count }, (_, n) => address(from + n));

async function main() {
  const rows: [string, FirstViewCost][] = [];
  writeFloorApp();
  try {
    console.log(`Installing ${FRAMEWORK.map((name) => `${name}@${installedVersion(name)}`).join(", ")} and building the minimal app in ${APP_DIR}...`);
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: APP_DIR, stdio: "inherit" });
    execFileSync(process.execPath, [NEXT_BIN, "build", APP_DIR], { stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    const floor = await startFloorServer();
    try {
      await measureFirstViews(floor.url, floor.pid, [...range(0, WARM_UP, () => "/dynamic"), ...range(0, WARM_UP, (n) => `/small/${n}`), ...range(0, WARM_UP, (n) => `/large/${n}`)]);
      rows.push(["Next.js alone: a page rendered per request", await measureFirstViews(floor.url, floor.pid, range(0, SAMPLE, () => "/dynamic"))]);
      rows.push(["Next.js alone: a kept page, first view", await measureFirstViews(floor.url, floor.pid, range(WARM_UP, SAMPLE, (n) => `/small/${n}`))]);
      rows.push(["Next.js alone: a kept page of list-page size", await measureFirstViews(floor.url, floor.pid, range(WARM_UP, SAMPLE, (n) => `/large/${n}`))]);
    } finally {
      await floor.stop();
    }
  } finally {
    rmSync(APP_DIR, { recursive: true, force: true });
  }

  const target = benchTarget();
  const database = openDatabase(target);
  const needed = COLD_SAMPLE + WARM_UP + SAMPLE;
  const lists = await readAddresses(database, needed)
    .then((addresses) => addresses.lists)
    .finally(() => database.close());
  if (lists.length < needed) throw new Error("The benchmark database has too few lists: run npm run bench:seed first.");
  const server = await startServer({ port: PORT, env: { ...targetEnv(target), RATE_LIMIT_DISABLED: "true", WARM_UP_PAGES: "0" }, quiet: true });
  try {
    rows.push(["the site: a list page, first views after start", await measureFirstViews(server.url, server.pid, lists.slice(0, COLD_SAMPLE))]);
    await measureFirstViews(server.url, server.pid, lists.slice(COLD_SAMPLE, COLD_SAMPLE + WARM_UP));
    rows.push(["the site: a list page, later first views", await measureFirstViews(server.url, server.pid, lists.slice(COLD_SAMPLE + WARM_UP))]);
  } finally {
    await server.stop();
  }

  console.log(`\n${"One first view at a time".padEnd(48)} ${"CPU".padStart(8)} ${"HTML".padStart(9)}`);
  for (const [name, cost] of rows) console.log(`${name.padEnd(48)} ${cost.cpuMsPerPage.toFixed(1).padStart(5)} ms ${cost.htmlKb.toFixed(1).padStart(6)} KB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
