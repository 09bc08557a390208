// npm run loadtest: mixed traffic against the production build on PostgreSQL, then a check that every
// acknowledged write is in the database. 80% public reads (home, lists, topics, curators, the search API),
// 15% signed-in favorites and follows (add, remove), 5% admin writes (role changes of throwaway users).
// LOADTEST_CONNECTIONS (50) for LOADTEST_SECONDS (60). Prints requests, errors, p99, statuses per kind,
// and writes acknowledged vs found; exits 1 on any 5xx or lost write.
//
// LOADTEST_DATABASE_URL (else BENCH_DATABASE_URL): the PostgreSQL database, filled like the benchmark's
// (sizes from BENCH_LISTS etc., default 10,000 lists here). LOADTEST_PORT (4830). Build first (npm run build).
import nextEnv from "@next/env";
import pg from "pg";
import { describeTarget, openDatabase } from "@/lib/db/client";
import { fillBenchDatabase } from "./data/fill";
import { benchSizes, describeSizes } from "./data/sizes";
import { readAddresses } from "./lib/addresses";
import { runMixedTraffic } from "./lib/mixed-traffic";
import { devSignIn, startServer } from "./lib/server";
import { checkLedger, WriteLedger } from "./lib/write-ledger";

nextEnv.loadEnvConfig(process.cwd());

const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS || 50);
const SECONDS = Number(process.env.LOADTEST_SECONDS || 60);
const PORT = Number(process.env.LOADTEST_PORT || 4830);
const READERS = 20;
const THROWAWAYS = 20;

async function main() {
  const url = (process.env.LOADTEST_DATABASE_URL || process.env.BENCH_DATABASE_URL)?.trim();
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error("Set LOADTEST_DATABASE_URL to a PostgreSQL database the load test may fill, e.g. postgres://postgres@127.0.0.1:5432/lists_load.");
  }
  const target = { kind: "postgres" as const, url };
  const sizes = benchSizes({ lists: 10_000, experts: 200, categories: 20, views: 50_000, favorites: 5_000 });
  const database = openDatabase(target);
  const readerEmails = Array.from({ length: READERS }, (_, index) => `loadtest-reader-${index + 1}@example.com`);
  const throwawayEmails = Array.from({ length: THROWAWAYS }, (_, index) => `loadtest-throwaway-${index + 1}@example.com`);
  let addresses;
  try {
    await fillBenchDatabase(database, sizes);
    addresses = await readAddresses(database, 1_000);
    // Start from a clean slate: no favorites or follows for the readers, throwaway users back to viewer.
    await database.prisma.user.deleteMany({ where: { email: { in: [...readerEmails, ...throwawayEmails, "loadtest-admin@example.com"] } } });
    await database.prisma.user.create({ data: { email: "loadtest-admin@example.com", firstName: "Load", lastName: "Admin", role: "admin" } });
    await database.prisma.user.createMany({ data: throwawayEmails.map((email) => ({ email, firstName: "Throwaway", role: "viewer" as const })) });
  } finally {
    await database.close();
  }

  console.log(`Load test on ${describeTarget(target)} (${describeSizes(sizes)}): ${CONNECTIONS} connections, ${SECONDS} s.`);
  const server = await startServer({ port: PORT, env: { DATABASE_URL: url, RATE_LIMIT_DISABLED: "true", AUTH_DEV_LOGIN: "true" }, quiet: true });
  const ledger = new WriteLedger();
  let stopped;
  let result;
  let serverOutput = "";
  try {
    const readers = [];
    for (const email of readerEmails) readers.push({ email, cookie: await devSignIn(server.url, email, "Reader") });
    const adminCookie = await devSignIn(server.url, "loadtest-admin@example.com", "Load");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const ids = await client.query<{ id: string; email: string }>("SELECT id, email FROM users WHERE email LIKE 'loadtest-%'");
    await client.end();
    const idOf = new Map(ids.rows.map((row) => [row.email, row.id]));
    result = await runMixedTraffic({
      baseUrl: server.url,
      connections: CONNECTIONS,
      seconds: SECONDS,
      addresses,
      readers: readers.map((reader) => ({ ...reader, id: idOf.get(reader.email)! })),
      admin: { cookie: adminCookie },
      throwawayIds: throwawayEmails.map((email) => idOf.get(email)!),
      ledger,
    });
  } finally {
    stopped = await server.stop();
    serverOutput = server.output();
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const favorites = await client.query<{ key: string }>(
    `SELECT f."userId" || '|' || f."listId" AS key FROM favorites f JOIN users u ON u.id = f."userId" WHERE u.email LIKE 'loadtest-reader-%'`,
  );
  const follows = await client.query<{ key: string }>(
    `SELECT f."userId" || '|' || f."followType" || '|' || f."followId" AS key FROM follows f JOIN users u ON u.id = f."userId" WHERE u.email LIKE 'loadtest-reader-%'`,
  );
  const roles = await client.query<{ id: string; role: string }>(`SELECT id, role::text AS role FROM users WHERE email LIKE 'loadtest-throwaway-%'`);
  await client.end();
  const check = checkLedger(ledger, {
    favorites: new Set(favorites.rows.map((row) => row.key)),
    follows: new Set(follows.rows.map((row) => row.key)),
    roles: new Map(roles.rows.map((row) => [row.id, row.role])),
  });

  console.log(`\n${result.requests} requests in ${SECONDS} s (${(result.requests / SECONDS).toFixed(0)} req/s), p50 ${result.p50} ms, p99 ${result.p99} ms`);
  console.log(`errors (no answer / timeouts): ${result.errors}; 5xx: ${result.serverErrors}`);
  for (const [kind, statuses] of Object.entries(result.byKind)) console.log(`  ${kind.padEnd(14)} ${JSON.stringify(statuses)}`);
  console.log(
    `writes acknowledged: ${ledger.acknowledged} (favorites added ${ledger.favoritesAdded.size + ledger.favoritesRemoved.size}, removed ${ledger.favoritesRemoved.size}, ` +
      `follows ${ledger.followsAdded.size}, role changes ${result.roleWrites}); final states checked: ${check.checked}`,
  );
  const lost = check.favoritesMissing + check.favoritesNotRemoved + check.followsMissing + check.rolesWrong;
  console.log(
    `lost or wrong writes: ${lost} (favorites missing ${check.favoritesMissing}, favorites not removed ${check.favoritesNotRemoved}, ` +
      `follows missing ${check.followsMissing}, roles wrong ${check.rolesWrong})`,
  );
  console.log(`server stopped by SIGTERM in ${stopped.ms} ms, exit code ${stopped.code}`);
  if (result.serverErrors) console.log(`\nThe server's last output:\n${serverOutput.slice(-4_000)}`);
  if (lost || result.serverErrors) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
