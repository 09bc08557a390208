import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { productionBuildDir, productionServerCommand, productionServerEnv } from "@/scripts/lib/production-server";
import { E2E_ADMIN_EMAIL } from "@/tests/support/oidc/test-account";
import { stopOwnServer } from "./own-server";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * A site of a spec's own: a copy of the build (without its data cache, so the shared server's cached
 * pages never meet this one's) on an embedded database that scripts prepare before the server starts
 * (the embedded database takes one process at a time). `name` keeps its folder apart, `portOffset` its
 * port. Its database starts as a copy of the shared server's freshly seeded one (scripts/e2e-server.sh
 * keeps it), or is seeded when there is none.
 */
export function ownSite(name: string, portOffset: number) {
  const sharedRoot = process.env.E2E_DIR || ".e2e";
  const ownRoot = `${sharedRoot}-${name}`;
  const port = Number(process.env.E2E_PORT || 3100) + portOffset;
  const baseURL = `http://localhost:${port}`;
  const distDir = path.join(ownRoot, "dist");
  const env = {
    ...process.env,
    PGLITE_DIR: path.join(root, ownRoot, "pglite"),
    UPLOAD_DIR: path.join(root, ownRoot, "uploads"),
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: "",
    PORT: String(port),
    SITE_URL: baseURL,
    AUTH_SECRET: "e2e-only-secret-not-for-production-0123456789",
    AUTH_DEV_LOGIN: "true",
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    RATE_LIMIT_DISABLED: "true",
  };
  let server: ChildProcess | null = null;

  /** Runs a TypeScript script against this site's database; returns its standard output. */
  function run(script: string): string {
    const result = spawnSync("npx", ["tsx", script], { cwd: root, env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
    return result.stdout;
  }

  return {
    baseURL,
    /** Seeds the database, runs `prepare` (each script's output returned in order), then starts the server. */
    async start(prepare: string[] = []): Promise<string[]> {
      rmSync(path.join(root, ownRoot), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      const builtDir = productionBuildDir();
      cpSync(builtDir, path.join(root, distDir), { recursive: true, filter: (source) => source !== path.join(builtDir, "cache") });
      const seeded = path.join(root, sharedRoot, "seeded-pglite");
      if (existsSync(seeded)) cpSync(seeded, env.PGLITE_DIR, { recursive: true });
      else run("prisma/seed.ts");
      const outputs = prepare.map(run);
      server = spawn(...productionServerCommand(), { cwd: root, detached: true, stdio: "ignore", env: productionServerEnv(env) });
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${baseURL}/api/public/site-settings`)).ok) return outputs;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`The ${name} spec's server did not start`);
    },
    async stop(): Promise<void> {
      await stopOwnServer(server);
      rmSync(path.join(root, ownRoot), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
