// Where `npm run build` puts the build and the compiled production server, and how to start it: the one
// place the tests, benchmarks and scripts that start the server take them from.
import path from "node:path";
import { runtimeNextConfig } from "@/lib/http/next-runtime-config";

const root = path.resolve(import.meta.dirname, "../..");

/** The build folder (NEXT_DIST_DIR, default .next), as Next.js resolves it: inside the project. */
export function productionBuildDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(root, runtimeNextConfig(env).distDir);
}

/** The compiled server.ts of that build. */
export function productionServerEntry(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(productionBuildDir(env), "production-server.mjs");
}

/** The environment `npm start` gives the server (two glibc memory arenas; see server.ts) under `env`'s own settings. */
export function productionServerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: "2", ...env };
}

/**
 * `npm start`'s command without npm: Node, `nodeFlags`, then the compiled server of `env`'s build folder
 * (run it with productionServerEnv of the same environment).
 */
export function productionServerCommand(nodeFlags: string[] = [], env: NodeJS.ProcessEnv = process.env): [string, string[]] {
  return [process.execPath, [...nodeFlags, productionServerEntry(env)]];
}
