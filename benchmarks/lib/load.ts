// Load runs: closed-loop throughput over rotating addresses (autocannon), and fixed-rate latency (paced
// here: autocannon's own rate sends each connection's share of a second back to back, so "100 req/s" was
// ten concurrent bursts at the start of every second, not a request every 10 ms).
import http from "node:http";
import autocannon from "autocannon";
import { memoryMb } from "./server";

export interface LoadResult {
  name: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's highest resident memory sampled during the run, MB. */
  rssMb: number;
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  name: string;
  baseUrl: string;
  /** The addresses to rotate over (each request takes the next). */
  paths: string[];
  connections?: number;
  seconds?: number;
  /**
   * A fixed rate: request i is sent i / rate seconds after the start whether or not earlier ones were
   * answered, and its latency counts from then (so a server that falls behind shows it). None: closed loop,
   * as fast as the server answers.
   */
  rate?: number;
  /** Seconds of the same traffic first, not measured. */
  warmupSeconds?: number;
  /** A fixed number of requests instead of `seconds` (each address once: its first view). */
  amount?: number;
  headers?: Record<string, string>;
  serverPid?: number;
}

function rotating(paths: string[]) {
  let next = 0;
  return () => paths[next++ % paths.length];
}

async function cannon(options: LoadOptions, seconds: number, nextPath: () => string) {
  return autocannon({
    url: options.baseUrl,
    connections: options.connections ?? 10,
    ...(options.amount ? { amount: options.amount } : { duration: seconds }),
    headers: { "accept-encoding": "gzip", ...options.headers },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
}

interface PacedResult {
  requests: number;
  seconds: number;
  latencies: number[];
  statusCodes: Record<string, number>;
  errors: number;
}

async function paced(options: LoadOptions, rate: number, seconds: number, nextPath: () => string): Promise<PacedResult> {
  const { hostname, port } = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const headers = { "accept-encoding": "gzip", ...options.headers };
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const send = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get({ agent, hostname, port, path, headers }, (response) => {
        response.resume(); // read and drop the body, as autocannon does
        response.on("end", () => {
          latencies.push(performance.now() - due);
          statusCodes[response.statusCode!] = (statusCodes[response.statusCode!] ?? 0) + 1;
          resolve();
        });
      });
      request.on("error", () => {
        errors++;
        resolve();
      });
    });
  const count = Math.round(rate * seconds);
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(send(nextPath(), due));
  }
  await Promise.all(sent);
  agent.destroy();
  return { requests: count, seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b), statusCodes, errors };
}

/** The p-th percentile of ascending `sorted` values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

type Measured = Omit<LoadResult, "name" | "rssMb">;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const nextPath = rotating(options.paths);
  const rate = options.amount ? undefined : options.rate;
  if (options.warmupSeconds && !options.amount) {
    await (rate ? paced(options, rate, options.warmupSeconds, nextPath) : cannon({ ...options, amount: undefined }, options.warmupSeconds, nextPath));
  }
  let rssMb = 0;
  const sampler = options.serverPid
    ? setInterval(() => {
        rssMb = Math.max(rssMb, memoryMb(options.serverPid!, "VmRSS") || 0);
      }, 250)
    : undefined;
  try {
    const seconds = options.seconds ?? 10;
    const measured = rate ? fromPaced(await paced(options, rate, seconds, nextPath)) : fromCannon(await cannon(options, seconds, nextPath));
    return { name: options.name, ...measured, rssMb };
  } finally {
    clearInterval(sampler);
    await settle(options.baseUrl);
  }
}

function fromCannon(result: Awaited<ReturnType<typeof autocannon>>): Measured {
  return {
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number((stats as { count: number | string }).count)]),
    ),
  };
}

function fromPaced(result: PacedResult): Measured {
  const ok = Object.entries(result.statusCodes).reduce((sum, [code, count]) => sum + (code.startsWith("2") ? count : 0), 0);
  return {
    requests: result.requests,
    reqPerSec: result.latencies.length / result.seconds,
    p50: Math.round(percentile(result.latencies, 50)),
    p99: Math.round(percentile(result.latencies, 99)),
    non2xx: result.latencies.length - ok,
    errors: result.errors,
    statusCodes: result.statusCodes,
  };
}

/**
 * Waits until the server has worked off the requests still queued when the client stopped (it goes on
 * answering them), so they do not slow the next run down.
 */
export async function settle(baseUrl: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const started = performance.now();
    const ok = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (ok && performance.now() - started < 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
