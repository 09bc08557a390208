// npm run bench:search -- [--url http://localhost:3000] [--requests 3000] [--concurrency 10] [--warmup 200] [--limit n]
//                          [--encoding identity|gzip] [--unique]
//
// Load test of GET /api/public/search against a server that is already running (this script starts
// nothing). A fixed, reproducible mix of realistic searches (single words, prefixes, two-word phrases,
// with and without category / verification / minimum-score filters, and filter-only browsing) is sent by
// `concurrency` clients in a closed loop, each sending its next request as soon as the last answer is read.
// Prints latency percentiles and throughput, overall and per kind of search.
//
// --encoding sets Accept-Encoding (default: what Node's fetch sends, gzip and deflate); identity measures the
// server without compression, as behind a proxy that compresses. --unique adds a different offset to every
// request (0-99 lists further), so no two requests share an answer and nothing is answered from memory.
//
// Run the server with RATE_LIMIT_DISABLED=true, or the search rate limit answers 429 after 120 requests.
import { parseArgs } from "node:util";
import { SEARCH_TERMS as TERMS, seededRandom as random } from "./lib/search-queries";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BENCH_URL ?? "http://localhost:3000" },
    requests: { type: "string", default: "3000" },
    concurrency: { type: "string", default: "10" },
    warmup: { type: "string", default: "200" },
    limit: { type: "string" },
    encoding: { type: "string" },
    unique: { type: "boolean", default: false },
  },
});

const BASE = args.url.replace(/\/+$/, "");
const REQUESTS = positive(args.requests, "--requests");
const CONCURRENCY = positive(args.concurrency, "--concurrency");
const WARMUP = Number.parseInt(args.warmup, 10) || 0;

function positive(value: string, name: string): number {
  const number = Number.parseInt(value, 10);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of 1 or more.`);
  return number;
}

const CATEGORIES = ["travel", "home", "food", "wellness", "money", "career", "events"];
const VERIFICATIONS = ["verified", "community", "all"];
const MIN_SCORES = ["70", "80", "90"];

type Kind = "words" | "words+filters" | "filters only";

let uniqueOffset = 0;

function buildMix(count: number, seed: number): { kind: Kind; path: string }[] {
  const next = random(seed);
  const pick = <T,>(items: T[]) => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, () => {
    const roll = next();
    const params = new URLSearchParams();
    const kind: Kind = roll < 0.5 ? "words" : roll < 0.8 ? "words+filters" : "filters only";
    if (kind !== "filters only") params.set("q", pick(TERMS));
    if (kind !== "words") {
      if (next() < 0.6) params.set("category", pick(CATEGORIES));
      if (next() < 0.4) params.set("verification", pick(VERIFICATIONS));
      if (next() < 0.5 || params.size === (kind === "filters only" ? 0 : 1)) params.set("minScore", pick(MIN_SCORES));
    }
    if (args.limit) params.set("limit", args.limit);
    if (args.unique) params.set("offset", String(uniqueOffset++ % 100));
    return { kind, path: `/api/public/search?${params}` };
  });
}

interface Sample {
  kind: Kind;
  ms: number;
  status: number;
  bytes: number;
}

async function run(requests: { kind: Kind; path: string }[]): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  let nextIndex = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (nextIndex < requests.length) {
        const request = requests[nextIndex++];
        const start = performance.now();
        let status = 0;
        let bytes = 0;
        try {
          const response = await fetch(BASE + request.path, args.encoding ? { headers: { "accept-encoding": args.encoding } } : undefined);
          status = response.status;
          bytes = (await response.arrayBuffer()).byteLength;
        } catch {
          status = -1;
        }
        samples.push({ kind: request.kind, ms: performance.now() - start, status, bytes });
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function describe(label: string, samples: Sample[], seconds?: number): string {
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const fmt = (value: number) => value.toFixed(1).padStart(7);
  const throughput = seconds ? `${(samples.length / seconds).toFixed(0).padStart(6)} req/s` : "".padStart(12);
  return (
    `${label.padEnd(14)} ${String(samples.length).padStart(6)}  ${throughput}  ` +
    `p50 ${fmt(percentile(ms, 50))}  p95 ${fmt(percentile(ms, 95))}  p99 ${fmt(percentile(ms, 99))}  max ${fmt(ms[ms.length - 1])} ms`
  );
}

async function main() {
  const probe = await fetch(`${BASE}/api/public/search?q=checklist&limit=1`).catch((error: Error) => {
    throw new Error(`No server answers at ${BASE} (${error.message}). Start one first, e.g. RATE_LIMIT_DISABLED=true npm start.`);
  });
  if (probe.status !== 200) throw new Error(`${BASE}/api/public/search answered ${probe.status}: ${await probe.text()}`);
  console.log(`Searching ${BASE} (${probe.headers.get("x-total-count")} lists match "checklist"), ${CONCURRENCY} concurrent clients.`);

  if (WARMUP > 0) await run(buildMix(WARMUP, 7));
  const { samples, seconds } = await run(buildMix(REQUESTS, 42));

  const failed = samples.filter((sample) => sample.status !== 200);
  const bytes = samples.reduce((sum, sample) => sum + sample.bytes, 0);
  console.log(`${samples.length} requests in ${seconds.toFixed(1)} s, ${failed.length} failed, ${(bytes / samples.length / 1024).toFixed(0)} KiB per answer on average.`);
  console.log(describe("all", samples, seconds));
  for (const kind of ["words", "words+filters", "filters only"] as Kind[]) {
    console.log(describe(kind, samples.filter((sample) => sample.kind === kind)));
  }
  if (failed.length) {
    const statuses = [...new Set(failed.map((sample) => sample.status))].join(", ");
    console.error(`Failed answers had status ${statuses}${statuses.includes("429") ? " (set RATE_LIMIT_DISABLED=true on the server)" : ""}.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
