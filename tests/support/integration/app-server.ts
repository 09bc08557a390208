// Starts the production server (server.ts, the current `next build`) as a child process on a free port,
// for tests that need real page caching: several instances on one PostgreSQL database, query counts.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { productionBuildDir, productionServerCommand } from "@/scripts/lib/production-server";

const root = path.resolve(import.meta.dirname, "../../..");

/** True when a production build exists to start. */
export const hasProductionBuild = () => existsSync(path.join(productionBuildDir(), "BUILD_ID"));

export interface AppServer {
  url: string;
  /** How many statements the server has sent to the database so far. */
  queryCount(): Promise<number>;
  stop(): Promise<void>;
}

export async function startAppServer(databaseUrl: string): Promise<AppServer> {
  const [port, countPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(...productionServerCommand(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      AUTH_SECRET: "test-only-secret-0123456789abcdef0123456789",
      RATE_LIMIT_DISABLED: "true",
      DATABASE_QUERY_COUNT_PORT: String(countPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  await waitUntilServing(child, `${url}/api/public/site-settings`, () => output);
  return {
    url,
    queryCount: async () => Number(await (await fetch(`http://127.0.0.1:${countPort}/`)).text()),
    stop: () => stopChild(child),
  };
}

async function waitUntilServing(child: ChildProcess, probe: string, output: () => string) {
  const deadline = Date.now() + 60_000;
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
  throw new Error(`The server did not start within a minute: ${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
