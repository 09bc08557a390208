// Starts the production server (server.ts, the current `next build`) as a child process on a free port,
// for tests that need real page caching: several instances on one PostgreSQL database, query counts.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { productionBuildDir, productionServerCommand, productionServerEnv } from "@/scripts/lib/production-server";
import { freePort } from "@/tests/support/free-port";

const root = path.resolve(import.meta.dirname, "../../..");

/** True when a production build exists to start. */
export const hasProductionBuild = () => existsSync(path.join(productionBuildDir(), "BUILD_ID"));

export interface AppServer {
  url: string;
  /** How many statements the server has sent to the database so far. */
  queryCount(): Promise<number>;
  /** Everything the server has printed so far. */
  log(): string;
  /** Stops reading the server's output, as a supervisor that went away would: its writes fail from then on. */
  closeOutput(): void;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, without waiting. */
  kill(): void;
}

/**
 * Starts the production server on `databaseUrl`, or on an embedded database in `embeddedDir` when no URL
 * is given. `env` adds to (or, with undefined, removes from) the server's environment.
 */
export async function startAppServer(databaseUrl: string | null, options: { embeddedDir?: string; env?: Record<string, string | undefined> } = {}): Promise<AppServer> {
  const [port, countPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer({ DATABASE_URL: databaseUrl ?? undefined, PGLITE_DIR: options.embeddedDir, PORT: String(port), SITE_URL: url, DATABASE_QUERY_COUNT_PORT: String(countPort), ...options.env });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  await waitUntilServing(child, `${url}/api/public/site-settings`, () => output);
  return {
    url,
    queryCount: async () => Number(await (await fetch(`http://127.0.0.1:${countPort}/`)).text()),
    log: () => output,
    closeOutput: () => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
    stop: () => stopChild(child),
    kill: () => child.kill("SIGKILL"),
  };
}

/** Starts the production server with `env` and waits for it to exit by itself: its exit code and what it printed. */
export async function startAppServerExpectingExit(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  const child = spawnServer({ PORT: String(await freePort()), ...env });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}

function spawnServer(env: Record<string, string | undefined>): ChildProcess {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    AUTH_SECRET: "test-only-secret-0123456789abcdef0123456789",
    RATE_LIMIT_DISABLED: "true",
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return spawn(...productionServerCommand(), { cwd: root, env: productionServerEnv(merged as NodeJS.ProcessEnv), stdio: ["ignore", "pipe", "pipe"] });
}

async function waitUntilServing(child: ChildProcess, probe: string, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${output()}`);
    try {
      if ((await fetch(probe)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error(`The server did not start within three minutes: ${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
