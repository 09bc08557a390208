// npm run lighthouse: Lighthouse (mobile settings, its defaults: a mid-range phone on a slow 4G link,
// simulated) on every kind of public page (home, a list, a topic, a curator, the curators' directory,
// trending, search and the submission form), with Debian's Chromium; prints the four
// category scores per page and the numbers behind a low performance score.
//
// LIGHTHOUSE_URL: audit a server that is already running there. Otherwise the production build (run
// `npm run build` first) is started on port LIGHTHOUSE_PORT (4820) over a fresh embedded database holding
// the demo content. CHROME_PATH: the browser (default /usr/bin/chromium). LIGHTHOUSE_REPORT_DIR: also write
// each page's full report there as JSON (the phases of the largest paint, the long tasks, and so on).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { openDatabase } from "@/lib/db/client";
import { seedDemoContent } from "@/prisma/demo-content";
import { startServer, type RunningServer } from "./lib/server";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";

async function demoPages(baseUrl: string): Promise<[string, string][]> {
  const lists = (await (await fetch(`${baseUrl}/api/public/content-lists?limit=1`)).json()) as { slug: string }[] | { lists?: { slug: string }[] };
  const categories = (await (await fetch(`${baseUrl}/api/public/categories`)).json()) as { slug: string }[];
  const experts = (await (await fetch(`${baseUrl}/api/public/experts`)).json()) as { handle: string | null }[];
  const list = Array.isArray(lists) ? lists[0] : lists.lists?.[0];
  const curator = experts.find((expert) => expert.handle);
  if (!list || !categories[0] || !curator) throw new Error(`${baseUrl} has no published list, category or curator to audit.`);
  return [
    ["/", "/"],
    ["a list", `/lists/${list.slug}`],
    ["a topic", `/topics/${categories[0].slug}`],
    ["a curator", `/curators/${curator.handle}`],
    ["curators", "/curators"],
    ["trending", "/trending"],
    ["search", "/search?q=checklist"],
    ["submit", "/submit"],
  ];
}

async function launchChromium(port: number) {
  const profile = mkdtempSync(path.join(tmpdir(), "lists-lighthouse-"));
  const chrome = spawn(
    CHROME,
    [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
      "--disable-component-update", "--no-first-run", "--no-default-browser-check", `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`, "about:blank",
    ],
    // Its own process group, so stop() ends the helper processes too, not only the browser.
    { stdio: "ignore", detached: true },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(`http://127.0.0.1:${port}/json/version`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async stop() {
      if (chrome.exitCode === null && chrome.signalCode === null) {
        const exited = new Promise((resolve) => chrome.once("exit", resolve));
        process.kill(-chrome.pid!, "SIGKILL");
        await exited;
      }
      // A helper process may still be writing to the profile for a moment after the group is killed.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

async function main() {
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  let baseUrl = process.env.LIGHTHOUSE_URL?.replace(/\/+$/, "");
  if (!baseUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), "lists-lighthouse-db-"));
    const database = openDatabase({ kind: "embedded", dataDir: path.join(dataDir, "pglite") });
    await database.migrate();
    await seedDemoContent(database.prisma);
    await database.close();
    server = await startServer({
      port: Number(process.env.LIGHTHOUSE_PORT || 4820),
      // No warm start: it renders the most viewed pages in the background for the first seconds, on the
      // same cores as the browser, and the first page audited paid for it (its blocking time 60-570 ms
      // between identical runs). Each page is requested once before its audit instead.
      env: { DATABASE_URL: "", PGLITE_DIR: path.join(dataDir, "pglite"), WARM_UP_PAGES: "0" },
      quiet: true,
    });
    baseUrl = server.url;
  }
  const debuggingPort = Number(process.env.LIGHTHOUSE_CHROME_PORT || 9322);
  const chrome = await launchChromium(debuggingPort);
  try {
    const pages = await demoPages(baseUrl);
    console.log(`Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile, ${baseUrl}\n`);
    console.log(`${"page".padEnd(10)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"best".padStart(5)} ${"seo".padStart(5)}   LCP     TBT    CLS    JS KB  address`);
    for (const [name, address] of pages) {
      // Once unmeasured, so the server's first render of the page is not what a visitor is scored on.
      await fetch(baseUrl + address);
      const result = await lighthouse(baseUrl + address, { port: debuggingPort, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${address}.`);
      const { lhr } = result;
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(path.join(reportDir, `${name.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr, null, 1));
      }
      if (lhr.runtimeError) {
        // The page could not be audited (no paint, a failed document request, a browser that went away):
        // say so, rather than print the zero scores Lighthouse returns with it.
        console.log(`${name.padEnd(10)} not measured: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}  ${address}`);
        continue;
      }
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(5);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "-";
      const scripts = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find(
        (item) => item.resourceType === "script",
      );
      console.log(
        `${name.padEnd(10)} ${CATEGORIES.map(score).join(" ")}   ${audit("largest-contentful-paint").padEnd(7)} ${audit("total-blocking-time").padEnd(6)} ` +
          `${audit("cumulative-layout-shift").padEnd(6)} ${String(Math.round((scripts?.transferSize ?? 0) / 1024)).padStart(5)}  ${address}`,
      );
      const failed = Object.values(lhr.audits).filter(
        (item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === "binary" && !item.id.startsWith("largest"),
      );
      if (failed.length) console.log(`           failing: ${failed.map((item) => item.id).join(", ")}`);
    }
  } finally {
    // Each step on its own: a browser that will not clean up must not leave the server running.
    await chrome.stop().catch((error: unknown) => console.error(`Chromium did not stop cleanly: ${String(error)}`));
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
