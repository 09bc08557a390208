import type { DatabaseTarget } from "@/lib/db/client";

/** The benchmark's own database: BENCH_DATABASE_URL (PostgreSQL), else an embedded one in BENCH_PGLITE_DIR. */
export function benchTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.BENCH_DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error("BENCH_DATABASE_URL must be a PostgreSQL URL (postgres://user@host:5432/database).");
    return { kind: "postgres", url };
  }
  return { kind: "embedded", dataDir: env.BENCH_PGLITE_DIR?.trim() || "data/bench-pglite" };
}

/** What the app's server needs in its environment to use that database. */
export function targetEnv(target: DatabaseTarget): Record<string, string> {
  return target.kind === "postgres" ? { DATABASE_URL: target.url } : { DATABASE_URL: "", PGLITE_DIR: target.dataDir };
}
