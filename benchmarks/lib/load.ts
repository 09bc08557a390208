// autocannon runs: closed-loop throughput over rotating addresses, and fixed-rate latency.
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
  /** Requests per second from all connections together; none means as fast as the server answers. */
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
    overallRate: options.rate,
    headers: { "accept-encoding": "gzip", ...options.headers },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const nextPath = rotating(options.paths);
  if (options.warmupSeconds && !options.amount) await cannon({ ...options, amount: undefined }, options.warmupSeconds, nextPath);
  let rssMb = 0;
  const sampler = options.serverPid
    ? setInterval(() => {
        rssMb = Math.max(rssMb, memoryMb(options.serverPid!, "VmRSS") || 0);
      }, 250)
    : undefined;
  try {
    const result = await cannon(options, options.seconds ?? 10, nextPath);
    const statusCodes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number((stats as { count: number | string }).count)]),
    );
    return {
      name: options.name,
      requests: result.requests.total,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      rssMb,
      statusCodes,
    };
  } finally {
    clearInterval(sampler);
    await settle(options.baseUrl);
  }
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
