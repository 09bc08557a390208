// npm run bench:search -- [--url http://localhost:3000] [--requests 3000] [--concurrency 10] [--rate n] [--warmup 200]
//                          [--limit n] [--encoding identity|gzip] [--unique] [--typos 0.25] [--page] [--seed n]
//
// Load test of GET /api/public/search against a server that is already running (this script starts
// nothing). A mix of realistic searches (single words, prefixes, two-word phrases,
// with and without category / verification / minimum-score filters, and filter-only browsing; a share of
// them misspelled) is sent by `concurrency` clients in a closed loop, each sending its next request as soon
// as the last answer is read, or with --rate at a fixed number of requests per second whatever the answers
// (latency then counts from when a request was due, so a server that falls behind shows it). Prints
// latency percentiles and throughput, overall and per kind of search.
//
// --encoding sets Accept-Encoding (default: what Node's fetch sends, gzip and deflate); identity measures the
// server without compression, as behind a proxy that compresses. --unique makes every request a search no
// other request asks, as `npm run bench` does: a term (misspelled or not), a category of the site, a
// minimum score and a verification filter, so no answer comes from memory. --typos is the share of
// searches with one or two letters wrong in a word. --page asks the /search page instead of the API.
// --seed picks the mix (printed at the start; the same seed asks the same searches): without it each run
// draws a new one, so a second run against the same server does not repeat the first's searches.
//
// Run the server with RATE_LIMIT_DISABLED=true, or the search rate limit answers 429 after 120 requests.
import { parseArgs } from "node:util";
import { SEARCH_TERMS as TERMS, seededRandom as random } from "./lib/search-queries";
import { percentile } from "./lib/load";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BENCH_URL ?? "http://localhost:3000" },
    requests: { type: "string", default: "3000" },
    concurrency: { type: "string", default: "10" },
    warmup: { type: "string", default: "200" },
    limit: { type: "string" },
    encoding: { type: "string" },
    unique: { type: "boolean", default: false },
    rate: { type: "string" },
    typos: { type: "string", default: "0.25" },
    page: { type: "boolean", default: false },
    seed: { type: "string" },
  },
});

const BASE = args.url.replace(/\/+$/, "");
const REQUESTS = positive(args.requests, "--requests");
const CONCURRENCY = positive(args.concurrency, "--concurrency");
const WARMUP = Number.parseInt(args.warmup, 10) || 0;
const RATE = args.rate === undefined ? null : positive(args.rate, "--rate");
const TYPO_SHARE = Number.parseFloat(args.typos);
if (!(TYPO_SHARE >= 0 && TYPO_SHARE <= 1)) throw new Error("--typos must be a share from 0 to 1.");
const SEED = args.seed === undefined ? Math.floor(Math.random() * 1_000_000) : positive(args.seed, "--seed");
const SEARCH_PATH = args.page ? "/search" : "/api/public/search";

function positive(value: string, name: string): number {
  const number = Number.parseInt(value, 10);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of 1 or more.`);
  return number;
}

let categories = ["travel", "home", "food", "wellness", "money", "career", "events"];
const VERIFICATIONS = ["verified", "community", "all"];
const MIN_SCORES = ["70", "80", "90"];
const UNIQUE_MIN_SCORES = Array.from({ length: 12 }, (_, index) => String(40 + index * 5));

type Kind = "words" | "words+filters" | "filters only";

interface Request {
  kind: Kind;
  misspelled: boolean;
  path: string;
}

const asked = new Set<string>();

/** `word` with one letter changed, dropped, doubled or swapped with its neighbour (two edits from nine letters). */
function misspell(word: string, next: () => number): string {
  let result = word;
  for (let edit = 0; edit < (word.length >= 9 ? 2 : 1); edit++) {
    const at = 1 + Math.floor(next() * (result.length - 2));
    const letter = String.fromCharCode(97 + Math.floor(next() * 26));
    const roll = next();
    if (roll < 0.25) result = result.slice(0, at) + letter + result.slice(at + 1);
    else if (roll < 0.5) result = result.slice(0, at) + result.slice(at + 1);
    else if (roll < 0.75) result = result.slice(0, at) + letter + result.slice(at);
    else result = result.slice(0, at - 1) + result[at] + result[at - 1] + result.slice(at + 1);
  }
  return result;
}

function buildMix(count: number, seed: number): Request[] {
  const next = random(seed);
  const pick = <T,>(items: T[]) => items[Math.floor(next() * items.length)];
  const requests: Request[] = [];
  while (requests.length < count) {
    const roll = next();
    const params = new URLSearchParams();
    const kind: Kind = args.unique ? "words+filters" : roll < 0.5 ? "words" : roll < 0.8 ? "words+filters" : "filters only";
    let misspelled = false;
    if (kind !== "filters only") {
      const words = pick(TERMS).split(" ");
      const long = words.map((word, index) => (word.length >= 5 ? index : -1)).filter((index) => index >= 0);
      if (long.length && next() < TYPO_SHARE) {
        const index = pick(long);
        words[index] = misspell(words[index], next);
        misspelled = true;
      }
      params.set("q", words.join(" "));
    }
    if (args.unique) {
      params.set("category", pick(categories));
      params.set("minScore", pick(UNIQUE_MIN_SCORES));
      params.set("verification", pick(VERIFICATIONS));
    } else if (kind !== "words") {
      if (next() < 0.6) params.set("category", pick(categories));
      if (next() < 0.4) params.set("verification", pick(VERIFICATIONS));
      if (next() < 0.5 || params.size === (kind === "filters only" ? 0 : 1)) params.set("minScore", pick(MIN_SCORES));
    }
    if (args.limit) params.set("limit", args.limit);
    const path = `${SEARCH_PATH}?${params}`;
    if (args.unique) {
      if (asked.has(path)) continue;
      asked.add(path);
    }
    requests.push({ kind, misspelled, path });
  }
  return requests;
}

interface Sample {
  path: string;
  misspelled: boolean;
  kind: Kind;
  ms: number;
  status: number;
  bytes: number;
}

async function send(request: Request, from: number): Promise<Sample> {
  let status = 0;
  let bytes = 0;
  try {
    const response = await fetch(BASE + request.path, args.encoding ? { headers: { "accept-encoding": args.encoding } } : undefined);
    status = response.status;
    bytes = (await response.arrayBuffer()).byteLength;
  } catch {
    status = -1;
  }
  return { path: request.path, kind: request.kind, misspelled: request.misspelled, ms: performance.now() - from, status, bytes };
}

/** Sends request i at i / RATE seconds, whether or not earlier ones were answered. */
async function runAtRate(requests: Request[], rate: number): Promise<{ samples: Sample[]; seconds: number }> {
  const started = performance.now();
  const samples = await Promise.all(
    requests.map(async (request, index) => {
      const due = started + (index * 1000) / rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      return send(request, due);
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

async function run(requests: Request[]): Promise<{ samples: Sample[]; seconds: number }> {
  if (RATE !== null) return runAtRate(requests, RATE);
  const samples: Sample[] = [];
  let nextIndex = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (nextIndex < requests.length) {
        samples.push(await send(requests[nextIndex++], performance.now()));
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

function describe(label: string, samples: Sample[], seconds?: number): string {
  if (samples.length === 0) return `${label.padEnd(14)} ${"0".padStart(6)}`;
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
  const listed = await fetch(`${BASE}/api/public/categories`).then((response) => (response.ok ? (response.json() as Promise<{ slug: string }[]>) : []));
  if (listed.length) categories = listed.map((category) => category.slug);
  const load = RATE === null ? `${CONCURRENCY} concurrent clients` : `${RATE} requests per second`;
  console.log(`Searching ${BASE}${SEARCH_PATH} (${probe.headers.get("x-total-count")} lists match "checklist"), ${load}${args.unique ? ", every search different" : ""}, seed ${SEED}.`);

  if (WARMUP > 0) await run(buildMix(WARMUP, SEED + 1));
  const { samples, seconds } = await run(buildMix(REQUESTS, SEED));

  const failed = samples.filter((sample) => sample.status !== 200);
  const bytes = samples.reduce((sum, sample) => sum + sample.bytes, 0);
  console.log(`${samples.length} requests in ${seconds.toFixed(1)} s, ${failed.length} failed, ${(bytes / samples.length / 1024).toFixed(0)} KiB per answer on average.`);
  console.log(describe("all", samples, seconds));
  for (const kind of ["words", "words+filters", "filters only"] as Kind[]) {
    console.log(describe(kind, samples.filter((sample) => sample.kind === kind)));
  }
  console.log(describe("misspelled", samples.filter((sample) => sample.misspelled)));
  console.log("Slowest:");
  for (const sample of [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`  ${sample.ms.toFixed(0).padStart(6)} ms  ${sample.path}`);
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
