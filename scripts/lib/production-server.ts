// Where `npm run build` puts the compiled production server, and how to start it: the one place the
// tests, benchmarks and scripts that start the server take its command from.
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The compiled server.ts of the build in NEXT_DIST_DIR (default .next). */
export function productionServerEntry(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(root, env.NEXT_DIST_DIR || ".next", "production-server.mjs");
}

/** `npm start`'s command without npm: Node, `nodeFlags`, then the compiled server. */
export function productionServerCommand(nodeFlags: string[] = []): [string, string[]] {
  return [process.execPath, [...nodeFlags, productionServerEntry()]];
}
