// Starts the production server (`npm start`'s command) as a child process for a benchmark, load or fault
// run, waits until it answers, and reports its memory from /proc.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { productionServerCommand, productionServerEnv } from "@/scripts/lib/production-server";

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resident memory now, in MB. */
  rssMb(): number;
  /** The highest resident memory the process has had, in MB (the kernel's high-water mark). */
  peakRssMb(): number;
  /** Lines the server printed, for a failure report. */
  output(): string;
  /** SIGTERM (graceful) and wait; resolves with the exit code and how long the stop took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
  exited: Promise<number | null>;
}

export function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Math.round(Number(match[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

export async function startServer(options: { port: number; env: Record<string, string>; quiet?: boolean; readyPath?: string; nodeFlags?: string[] }): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const env = productionServerEnv({ ...process.env, NODE_ENV: "production", PORT: String(options.port), HOST: "127.0.0.1", SITE_URL: url, ...options.env });
  const [node, args] = productionServerCommand([...(process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean), ...(options.nodeFlags ?? [])], env);
  const child = spawn(node, args, {
    cwd: process.cwd(),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    if (!options.quiet) process.stderr.write(`  [server] ${chunk.toString().trimEnd().replace(/\n/g, "\n  [server] ")}\n`);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (gone) throw new Error(`The server exited before answering:\n${log}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer within 3 minutes:\n${log}`);
    }
    const ok = await fetch(url + (options.readyPath ?? "/api/health")).then((response) => response.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const pid = child.pid!;
  return {
    url,
    pid,
    child,
    exited,
    rssMb: () => memoryMb(pid, "VmRSS"),
    peakRssMb: () => memoryMb(pid, "VmHWM"),
    output: () => log,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      const started = performance.now();
      if (!gone) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return { code, ms: Math.round(performance.now() - started) };
    },
  };
}

/** Signs a person in through the development sign-in (the server needs AUTH_DEV_LOGIN=true); returns the Cookie header. */
export async function devSignIn(baseUrl: string, email: string, firstName = "Bench"): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/dev-signin`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ email, firstName }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  if (!cookie) throw new Error(`Sign-in as ${email} set no cookie.`);
  return cookie;
}
