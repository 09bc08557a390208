import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { callRoute, type CallOptions } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";
import { OWN_CHECKS, routeFiles, routeMethods, samplePath, type RouteMethod } from "@/tests/support/integration/route-files";
import { boundaryDates, forwardedForJunk } from "@/tests/support/integration/junk-values";

// Generated junk thrown at every route on disk, signed out and as an admin (so it reaches the parsing of
// every input): whatever arrives, the answer is a 4xx or 2xx with a JSON message, never a 5xx, and a
// rejected request changes nothing stored.
const RUNS_PER_ROUTE = Number(process.env.JUNK_RUNS_PER_ROUTE || 12);

// Tables a rejected request may legitimately touch: rate-limit counters count every request, and a
// session's expiry slides forward when it is used.
const BOOKKEEPING = new Set(["rate_limit_buckets", "sessions", "_prisma_migrations"]);

let methods: RouteMethod[];

beforeAll(async () => {
  await openTestDatabase();
  methods = await routeMethods();
  const rows = await db.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
  const tables = rows.map((row) => row.table_name).filter((name) => !BOOKKEEPING.has(name));
  // Every row written to any other table, and every truncation, counts one: comparing a counter before and
  // after a request is as strict as comparing every stored row, and costs one read.
  await db.$executeRawUnsafe(`CREATE TABLE junk_writes (n bigint NOT NULL)`);
  await db.$executeRawUnsafe(`INSERT INTO junk_writes VALUES (0)`);
  await db.$executeRawUnsafe(`CREATE FUNCTION count_junk_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE junk_writes SET n = n + 1; RETURN NULL; END $$`);
  for (const table of tables) {
    await db.$executeRawUnsafe(`CREATE TRIGGER junk_row_write AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION count_junk_write()`);
    await db.$executeRawUnsafe(`CREATE TRIGGER junk_truncate AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION count_junk_write()`);
  }
  // The counter must see a real write, or the "changes nothing" check below could never fail.
  const before = await writesSoFar();
  await signedInUser("viewer");
  expect(await writesSoFar()).not.toBe(before);
});

/** How many rows have been written so far, outside the bookkeeping tables. */
async function writesSoFar(): Promise<string> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>`SELECT n FROM junk_writes`;
  return String(row.n);
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "99999999999999999999999", "-1", "0", "1e309", "NaN", "1.5", "0x10", " 1", "\u0000", "a\u0000b", "%", "%E0%A4%A", "%00",
    "../../etc/passwd", "..%2F..%2F", "<script>alert(1)</script>", "' OR 1=1 --", "\\", "2026-02-30", "9999-99-99T99:99",
    "true", "null", "[]", "{}", "x".repeat(5000), "😀".repeat(100), "\uD800",
  ),
  boundaryDates,
);

const jsonJunk = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom("id", "title", "slug", "status", "role", "listId", "reason", "email", "name", "categoryId", "expertId", "content", "sourceUrl", "followType", "qualityScore", "isVisible", "checkedAt", "lastVerifiedAt", "__proto__", "constructor"), fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }))),
  fc.constant(JSON.parse("[".repeat(500) + "]".repeat(500)) as unknown),
);

const rawBodies = fc.oneof(
  fc.record({ body: fc.string({ maxLength: 200 }), type: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/json", "multipart/form-data; boundary=x", "") }),
  fc.record({ body: fc.constantFrom("{", "{\"a\":", "\u0000", "\uFFFE\uD800", "null", "[]", "1"), type: fc.constant("application/json") }),
);

const junkRequest = fc.record({
  params: hostileText,
  query: fc.dictionary(fc.constantFrom("q", "page", "limit", "offset", "category", "categoryId", "status", "verification", "minScore", "type", "search", "sort", "days", "callbackUrl", "detach"), hostileText, { maxKeys: 4 }),
  body: fc.oneof(jsonJunk.map((value) => ({ json: value })), rawBodies.map((raw) => ({ raw }))),
  sessionCookie: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 80 }).filter((value) => !/[;\r\n,\u0000-\u001f\u007f-\uffff]/.test(value))),
  forwardedFor: fc.option(forwardedForJunk),
  trustProxy: fc.constantFrom(undefined, "true", "2"),
});

type Junk = typeof junkRequest extends fc.Arbitrary<infer T> ? T : never;

function buildCall(route: RouteMethod, junk: Junk, session: string | undefined): { path: string; options: CallOptions } {
  const encoded = encodeURIComponent(junk.params.toWellFormed());
  const search = new URLSearchParams(junk.query).toString();
  const path = `${samplePath(route.path, encoded)}${search ? `?${search}` : ""}`;
  const params: Record<string, string | string[]> = {};
  for (const match of route.path.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) params[match[2]] = match[1] ? [junk.params] : junk.params;
  const headers: Record<string, string> = { origin: "http://localhost:3000", host: "localhost:3000", "x-socket-address": "203.0.113.77" };
  if (junk.forwardedFor !== null) headers["x-forwarded-for"] = junk.forwardedFor;
  const options: CallOptions = { method: route.method, headers, params, session };
  if (junk.sessionCookie !== undefined && !session) options.cookies = { "next-auth.session-token": junk.sessionCookie };
  if (route.method !== "GET" && route.method !== "HEAD") {
    if ("json" in junk.body) options.body = JSON.stringify(junk.body.json) ?? "null";
    else {
      options.body = junk.body.raw.body;
      if (junk.body.raw.type) headers["content-type"] = junk.body.raw.type;
    }
  }
  return { path, options };
}

describe("junk input on every route", () => {
  it.each(routeFiles().filter((file) => !OWN_CHECKS.has(file.path)).map((file) => file.path))(
    "%s never answers 5xx and changes nothing when it refuses, signed out or as an admin",
    async (routePath) => {
      for (const route of methods.filter((method) => method.path === routePath)) {
        for (const caller of ["signed out", "admin"] as const) {
          // Signing out ends the session the other calls are made with.
          if (caller === "admin" && (route.key === "GET /api/logout" || route.key === "POST /api/logout")) continue;
          const session = caller === "admin" ? (await signedInUser("admin")).session : undefined;
          await fc.assert(
            fc.asyncProperty(junkRequest, async (junk) => {
              const { path, options } = buildCall(route, junk, session);
              if (junk.trustProxy) process.env.TRUST_PROXY = junk.trustProxy;
              else delete process.env.TRUST_PROXY;
              const before = await writesSoFar();
              const response = await callRoute(route.handler, path, options);
              const label = `${route.key} as ${caller}: ${path} ${String(options.body ?? "").slice(0, 80)}`;
              expect(response.status, label).toBeLessThan(500);
              if (response.status >= 400) {
                const body = (await response.json()) as { message?: unknown };
                expect(typeof body.message, label).toBe("string");
                expect(await writesSoFar(), `${label} changed stored data`).toBe(before);
              } else {
                // Read to the end, as a client does: a streamed answer (the full backup) records itself when it is done.
                await response.arrayBuffer();
              }
            }),
            { numRuns: RUNS_PER_ROUTE },
          );
        }
      }
    },
    120_000,
  );
});
