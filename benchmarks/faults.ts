// npm run faults: what callers see when things break, on a PostgreSQL cluster of its own (initdb in a
// temporary folder, port FAULTS_PG_PORT 4851) and the production build (run `npm run build` first).
//  1. Database outage: steady traffic (API reads, pages, favorites, health), the database stopped for
//     FAULTS_OUTAGE_SECONDS (10) and started again. Reports the answers during the outage (cached pages and
//     public reads still served, everything else 503 with a message, an uncached page the friendly error
//     screen), whether the app process survived, how long it took to serve writes again, and
//     whether every acknowledged write is in the database.
//  2. Kill mid-write: role changes (each with its audit entry, in one transaction) and favorites under way,
//     the app killed with SIGKILL, restarted; every user's role must match their last audit entry.
//  3. The embedded database: a second server on the same folder must stop with a clear message; a server
//     killed mid-write restarts on the folder with every acknowledged favorite still there.
// Exits 1 when any check fails.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import pg from "pg";
import { openDatabase } from "@/lib/db/client";
import { publishedListCondition } from "@/lib/lists/published-sql";
import { seedDemoContent } from "@/prisma/demo-content";
import { PgCluster } from "./lib/pg-cluster";
import { ProbeTraffic, statusesByKind, type ProbeRequest } from "./lib/probe-traffic";
import { devSignIn, startServer, type RunningServer } from "./lib/server";

const PG_PORT = Number(process.env.FAULTS_PG_PORT || 4851);
const APP_PORT = Number(process.env.FAULTS_PORT || 4840);
const OUTAGE_SECONDS = Number(process.env.FAULTS_OUTAGE_SECONDS || 10);
const READERS = 30;
const failures: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done()` holds (some writes acknowledged), at most `ms`. */
async function until(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(100);
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function check(ok: boolean, what: string) {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

const writeHeaders = (baseUrl: string, cookie: string) => ({ cookie, origin: baseUrl, "sec-fetch-site": "same-origin" });

async function signInReaders(baseUrl: string, prefix: string) {
  const readers: { email: string; cookie: string }[] = [];
  for (let index = 1; index <= READERS; index++) {
    const email = `${prefix}-${index}@example.com`;
    readers.push({ email, cookie: await devSignIn(baseUrl, email, "Reader") });
  }
  return readers;
}

/** Favorites, each (reader, list) pair once, plus reads and health checks. */
function favoriteTraffic(baseUrl: string, readers: { email: string; cookie: string }[], listIds: number[], withPages: boolean) {
  let counter = 0;
  return (): ProbeRequest => {
    const n = counter++;
    const slot = n % 5;
    if (slot === 0) return { kind: "API read", path: "/api/public/content-lists?limit=5" };
    if (slot === 1 && withPages) return { kind: "page", path: "/" };
    if (slot === 2) return { kind: "health", path: "/api/health" };
    const pair = Math.floor(n / 5) * 2 + (slot === 3 ? 0 : 1);
    const reader = readers[pair % readers.length];
    const listId = listIds[Math.floor(pair / readers.length) % listIds.length];
    return {
      kind: "favorite",
      method: "POST",
      path: "/api/favorites",
      headers: writeHeaders(baseUrl, reader.cookie),
      body: { listId },
      key: `${reader.email}|${listId}`,
    };
  };
}

async function databaseOutage(cluster: PgCluster, url: string) {
  console.log(`\n1. Database outage of ${OUTAGE_SECONDS} s under traffic`);
  const server = await startServer({ port: APP_PORT, env: { DATABASE_URL: url, RATE_LIMIT_DISABLED: "true", AUTH_DEV_LOGIN: "true" }, quiet: true });
  try {
    const readers = await signInReaders(server.url, "outage-reader");
    const listIds = await publishedListIds(url);
    const acknowledged = new Set<string>();
    const traffic = new ProbeTraffic(server.url, favoriteTraffic(server.url, readers, listIds, true), (request) => {
      if (request.key) acknowledged.add(request.key);
    });
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
    const listSlug = await firstListSlug(server.url);
    traffic.start(4);
    await sleep(5_000);
    const stoppedAt = Date.now();
    cluster.stop();
    console.log(`  database stopped (took ${seconds(Date.now() - stoppedAt)})`);
    // What a visitor's browser shows. The home page, visited by the traffic before the outage, is in the page
    // cache and still served; a list page nobody has opened yet needs the database, and shows the error
    // screen (it renders once the page's script runs).
    for (const [address, cached] of [["/", true], [`/lists/${listSlug}`, false]] as const) {
      const page = await browser.newPage();
      const visit = await page.goto(server.url + address, { waitUntil: "load", timeout: 20_000 }).catch(() => null);
      if (!cached) await page.getByText("briefly unavailable").first().waitFor({ timeout: 10_000 }).catch(() => {});
      const shown = (await page.locator("body").innerText().catch(() => "")).replace(/\s+/g, " ").trim();
      console.log(`  ${address} in a browser during the outage: HTTP ${visit?.status() ?? "no answer"}, shows "${shown.slice(0, 140)}"`);
      if (cached) {
        check(visit?.status() === 200 && /We think you'll like these/.test(shown), `${address} is still served from the page cache during the outage`);
      } else {
        check(/briefly unavailable/i.test(shown), `${address}, never opened before, shows the friendly error screen during the outage`);
      }
      await page.close();
    }
    await browser.close();
    await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - stoppedAt)));
    const startedAt = Date.now();
    cluster.start();
    console.log(`  database started again after ${seconds(startedAt - stoppedAt)} (start took ${seconds(Date.now() - startedAt)})`);
    await sleep(10_000);
    await traffic.stop();

    const during = traffic.outcomes.filter((outcome) => outcome.at >= stoppedAt + 1_000 && outcome.at + outcome.ms <= startedAt);
    console.log(`  answers during the outage: ${JSON.stringify(statusesByKind(during))}`);
    const apiDuring = during.filter((outcome) => outcome.kind !== "page");
    const messages = [...new Set(apiDuring.filter((outcome) => outcome.status === 503).map((outcome) => outcome.message))];
    console.log(`  503 messages: ${JSON.stringify(messages)}`);
    const pagesDuring = during.filter((outcome) => outcome.kind === "page");
    console.log(`  page loads during the outage: ${pagesDuring.length}, statuses ${JSON.stringify(statusesByKind(pagesDuring).page ?? {})}`);
    // A public read may be answered from the cache of public answers; anything that needs the database
    // answers 503.
    const fromCache = (outcome: (typeof apiDuring)[number]) => outcome.kind === "API read" && outcome.status === 200;
    check(
      apiDuring.length > 0 && apiDuring.every((outcome) => fromCache(outcome) || (outcome.status === 503 && (outcome.kind === "health" || !!outcome.message))),
      "every API call during the outage answered 503 (with a message; the health check without details) or, for a public read, from cache",
    );
    check(
      pagesDuring.every((outcome) => outcome.status === 200),
      "the cached home page answered 200 throughout the outage",
    );
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    check(alive, "the app process survived the outage");
    const firstWrite = traffic.outcomes.find((outcome) => outcome.kind === "favorite" && outcome.at >= startedAt && outcome.status >= 200 && outcome.status < 300);
    const firstHealth = traffic.outcomes.find((outcome) => outcome.kind === "health" && outcome.at >= startedAt && outcome.status === 200);
    const lastFailure = traffic.outcomes.filter((outcome) => outcome.at >= startedAt && outcome.status >= 500).at(-1);
    console.log(
      `  recovery after the database was back: first health 200 after ${firstHealth ? seconds(firstHealth.at + firstHealth.ms - startedAt) : "never"}, ` +
        `first acknowledged write after ${firstWrite ? seconds(firstWrite.at + firstWrite.ms - startedAt) : "never"}, ` +
        `last 5xx ${lastFailure ? `${seconds(lastFailure.at + lastFailure.ms - startedAt)} after` : "none after the start"}`,
    );
    check(!!firstWrite, "writes succeed again without a restart of the app");
    const after = traffic.outcomes.filter((outcome) => outcome.at > startedAt + 5_000);
    check(after.length > 0 && after.every((outcome) => outcome.status > 0 && outcome.status < 500), "five seconds after the database is back, no answer is an error");
    const found = await favoriteKeys(url, "outage-reader-%");
    const lost = [...acknowledged].filter((key) => !found.has(key));
    console.log(`  favorites acknowledged: ${acknowledged.size}, found in the database: ${acknowledged.size - lost.length}`);
    check(lost.length === 0, "no acknowledged write was lost");
    check(traffic.outcomes.every((outcome) => outcome.status !== 500 || outcome.kind === "page"), "no API call answered 500");

    // Graceful stop: a page render under way when SIGTERM arrives still gets its whole answer.
    const inFlight = fetch(`${server.url}/trending`).then(async (response) => ({ status: response.status, bytes: (await response.text()).length }), (error: Error) => ({ status: 0, bytes: 0, error: error.message }));
    await sleep(50);
    const stopped = await server.stop();
    const answer = await inFlight;
    console.log(`  SIGTERM during a page render: the page answered ${answer.status} (${answer.bytes} bytes); the app exited ${stopped.code} after ${stopped.ms} ms`);
    check(answer.status === 200 && stopped.code === 0, "a request in flight at SIGTERM finishes, then the app exits 0");
  } finally {
    if (server.child.exitCode === null) await server.stop();
  }
}

async function killMidWrite(url: string) {
  console.log("\n2. The app killed (SIGKILL) in the middle of writes");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`INSERT INTO users (id, email, "firstName", role, "updatedAt")
    SELECT gen_random_uuid(), 'kill-admin@example.com', 'Kill', 'admin', now() ON CONFLICT (email) DO UPDATE SET role = 'admin'`);
  await client.query(`INSERT INTO users (id, email, "firstName", "updatedAt")
    SELECT gen_random_uuid(), 'kill-throwaway-' || n || '@example.com', 'Throwaway', now() FROM generate_series(1, 10) AS n ON CONFLICT (email) DO NOTHING`);
  const throwaways = (await client.query<{ id: string }>("SELECT id FROM users WHERE email LIKE 'kill-throwaway-%' ORDER BY email")).rows.map((row) => row.id);
  await client.end();

  let server: RunningServer = await startServer({ port: APP_PORT, env: { DATABASE_URL: url, RATE_LIMIT_DISABLED: "true", AUTH_DEV_LOGIN: "true" }, quiet: true });
  const admin = await devSignIn(server.url, "kill-admin@example.com", "Kill");
  const roles = ["viewer", "contributor", "editor"];
  let counter = 0;
  const traffic = new ProbeTraffic(server.url, () => {
    const n = counter++;
    return {
      kind: "role",
      method: "PATCH",
      path: `/api/admin/users/${throwaways[n % throwaways.length]}/role`,
      headers: writeHeaders(server.url, admin),
      body: { role: roles[Math.floor(n / throwaways.length) % roles.length] },
    };
  });
  traffic.start(6);
  await until(() => traffic.outcomes.filter((outcome) => outcome.status === 200).length >= 20, 30_000);
  server.child.kill("SIGKILL");
  await server.exited;
  await traffic.stop();
  const acknowledged = traffic.outcomes.filter((outcome) => outcome.status === 200).length;
  const cut = traffic.outcomes.filter((outcome) => outcome.status === 0).length;
  console.log(`  role changes acknowledged before the kill: ${acknowledged}; cut off by it: ${cut}`);

  server = await startServer({ port: APP_PORT, env: { DATABASE_URL: url, RATE_LIMIT_DISABLED: "true", AUTH_DEV_LOGIN: "true" }, quiet: true });
  check(true, "the app restarted on the same database");
  const verify = new pg.Client({ connectionString: url });
  await verify.connect();
  const rows = (
    await verify.query<{ id: string; role: string; summary: string | null; changes: string }>(`
      SELECT u.id, u.role::text AS role,
        (SELECT summary FROM audit_log a WHERE a."targetId" = u.id::text AND a.action = 'user.role' ORDER BY a."createdAt" DESC, a.id DESC LIMIT 1) AS summary,
        (SELECT count(*) FROM audit_log a WHERE a."targetId" = u.id::text AND a.action = 'user.role') AS changes
      FROM users u WHERE u.email LIKE 'kill-throwaway-%'`)
  ).rows;
  await verify.end();
  const mismatched = rows.filter((row) => (row.summary ? !row.summary.endsWith(`→ ${row.role}`) : row.role !== "viewer"));
  const changes = rows.reduce((sum, row) => sum + Number(row.changes), 0);
  console.log(`  role changes recorded in the audit log: ${changes} (at least the ${acknowledged} acknowledged)`);
  check(changes >= acknowledged, "every acknowledged role change has its audit entry");
  check(mismatched.length === 0, `every user's role matches their last audit entry (${mismatched.length} half-written)`);
  const stopped = await server.stop();
  check(stopped.code === 0, `the restarted app stopped cleanly (${stopped.ms} ms)`);
}

async function embeddedDatabase() {
  console.log("\n3. The embedded database: a second process, and a kill mid-write");
  const dir = mkdtempSync(path.join(tmpdir(), "lists-faults-embedded-"));
  const dataDir = path.join(dir, "pglite");
  const env = { DATABASE_URL: "", PGLITE_DIR: dataDir, RATE_LIMIT_DISABLED: "true", AUTH_DEV_LOGIN: "true" };
  try {
    const database = openDatabase({ kind: "embedded", dataDir });
    await database.migrate();
    await seedDemoContent(database.prisma);
    const listIds = (await database.query<{ id: number }>(`SELECT id FROM content_lists l WHERE ${publishedListCondition("l")} ORDER BY id`)).map((row) => row.id);
    await database.close();

    let server = await startServer({ port: APP_PORT, env, quiet: true });
    const second = await startServer({ port: APP_PORT + 1, env, quiet: true }).then(
      async (running) => {
        await running.stop();
        return "started";
      },
      (error: Error) => error.message,
    );
    const clear = second.includes("is in use by another process");
    console.log(`  second server on the same folder: ${clear ? second.split("\n").find((line) => line.includes("in use")) : second.slice(0, 300)}`);
    check(clear, "a second process opening the embedded database stops with a clear message");

    const reader = await devSignIn(server.url, "embedded-reader@example.com", "Reader");
    const acknowledged = new Set<number>();
    let next = 0;
    const traffic = new ProbeTraffic(
      server.url,
      () => {
        const listId = listIds[next++ % listIds.length];
        return { kind: "favorite", method: "POST", path: "/api/favorites", headers: writeHeaders(server.url, reader), body: { listId }, key: String(listId) };
      },
      (request) => acknowledged.add(Number(request.key)),
    );
    traffic.start(3);
    await until(() => acknowledged.size >= 10, 30_000);
    server.child.kill("SIGKILL");
    await server.exited;
    await traffic.stop();
    console.log(`  favorites acknowledged before the kill: ${acknowledged.size}`);

    server = await startServer({ port: APP_PORT, env, quiet: true }).catch((error: Error) => {
      check(false, `the app restarts on the embedded database after a kill (${error.message.slice(0, 300)})`);
      throw error;
    });
    check(true, "the app restarts on the embedded database after a kill (the stale lock is recognized)");
    const favorites = (await (await fetch(`${server.url}/api/favorites`, { headers: { cookie: reader } })).json()) as { id?: number; listId?: number }[];
    const found = new Set(favorites.map((favorite) => favorite.listId ?? favorite.id));
    const lost = [...acknowledged].filter((listId) => !found.has(listId));
    console.log(`  favorites found after the restart: ${found.size}`);
    check(lost.length === 0, `every acknowledged favorite survived the kill (${lost.length} lost)`);
    const stopped = await server.stop();
    check(stopped.code === 0, `the app stopped cleanly and flushed the embedded database (${stopped.ms} ms)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { force: true });
  }
}

async function firstListSlug(baseUrl: string): Promise<string> {
  return (await fetch(`${baseUrl}/api/public/content-lists?limit=1`).then((response) => response.json()).catch(() => [{ slug: "any" }]))[0]?.slug ?? "any";
}

async function publishedListIds(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(`SELECT id FROM content_lists l WHERE ${publishedListCondition("l")} ORDER BY id`);
  await client.end();
  return rows.map((row) => row.id);
}

async function favoriteKeys(url: string, emailPattern: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ key: string }>(
    `SELECT u.email || '|' || f."listId" AS key FROM favorites f JOIN users u ON u.id = f."userId" WHERE u.email LIKE $1`,
    [emailPattern],
  );
  await client.end();
  return new Set(rows.map((row) => row.key));
}

async function main() {
  const only = process.env.FAULTS_ONLY?.split(",");
  const cluster = new PgCluster(PG_PORT);
  try {
    if (!only || only.includes("outage") || only.includes("kill")) {
      cluster.init();
      cluster.start();
      const admin = new pg.Client({ connectionString: cluster.url() });
      await admin.connect();
      await admin.query("CREATE DATABASE lists_faults");
      await admin.end();
      const url = cluster.url("lists_faults");
      const database = openDatabase({ kind: "postgres", url });
      await database.migrate();
      await seedDemoContent(database.prisma);
      await database.close();
      console.log(`Own PostgreSQL cluster (${cluster.bin}) on port ${PG_PORT}, demo content loaded.`);
      if (!only || only.includes("outage")) await databaseOutage(cluster, url);
      if (!only || only.includes("kill")) await killMidWrite(url);
    }
    if (!only || only.includes("embedded")) await embeddedDatabase();
  } finally {
    cluster.destroy();
  }
  console.log(failures.length ? `\n${failures.length} check(s) failed.` : "\nEvery check passed.");
  if (failures.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
