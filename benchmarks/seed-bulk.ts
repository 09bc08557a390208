// npm run bench:seed: fills the benchmark database (BENCH_DATABASE_URL, else the embedded one in
// BENCH_PGLITE_DIR) with the data set `npm run bench` measures, and nothing else. Sizes: BENCH_LISTS,
// BENCH_EXPERTS, BENCH_CATEGORIES, BENCH_VIEWS, BENCH_FAVORITES; BENCH_RESEED=true refills even when the
// database already holds a data set of the same sizes.
import nextEnv from "@next/env";
import { openDatabase } from "@/lib/db/client";
import { fillBenchDatabase } from "./data/fill";
import { benchSizes } from "./data/sizes";
import { benchTarget } from "./data/target";

nextEnv.loadEnvConfig(process.cwd());

async function main() {
  const database = openDatabase(benchTarget());
  try {
    await fillBenchDatabase(database, benchSizes(), { force: process.env.BENCH_RESEED === "true" });
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
