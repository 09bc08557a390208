// The site's server: `npm start` runs the plain JavaScript `npm run build` compiles this file to
// (scripts/build-server.ts), `npm run dev` runs it in development mode. It refuses unsafe settings,
// applies pending migrations, then serves the app with Next's own request handler. It exists for what
// `next start` cannot do: it passes each connection's address on (lib/http/client-address.ts decides which
// address a request counts as); it sends the build's scripts and stylesheets from copies compressed at
// build time (lib/http/static-files.ts) and compresses other answers at the fastest settings
// (lib/http/response-compression.ts); it keeps Next.js's page and data cache in its own bounded, tagged
// stores, in memory and on disk (lib/cache/page-cache.ts), and answers repeats of public pages and answers
// before Next.js sees them (lib/http/kept-responses.ts); it lets only a few requests into Next.js at once
// (lib/http/render-gate.ts); and on PostgreSQL it listens for other instances' writes and forgets what
// they changed (lib/cache/invalidation-listener.ts), so every instance shows an edit on its next request.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import nextEnv from "@next/env";
import nextConfig from "./next.config";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { startInvalidationListener, type InvalidationListener } from "@/lib/cache/invalidation-listener";
import { openDiskStore } from "@/lib/cache/disk-store";
import { PageCache, installPageCache } from "@/lib/cache/page-cache";
import { runInTagScope } from "@/lib/cache/request-tags";
import { memoryStore } from "@/lib/cache/store";
import { databaseQueryCount, describeTarget, openDatabase, type Database } from "@/lib/db/client";
import { whenEmbeddedDatabaseBreaks } from "@/lib/db/embedded";
import { SOCKET_ADDRESS_HEADER, announceFrontServer, stripInternalHeaders } from "@/lib/http/front-server";
import { SECURITY_HEADERS } from "@/lib/http/content-security-policy";
import { refuseUnservedMethod } from "@/lib/http/allowed-methods";
import { refuseUnusableImageRequest } from "@/lib/http/image-requests";
import { refuseCrossSitePagePost } from "@/lib/http/own-site";
import { UNDECODABLE_PATH_MESSAGE, hasDecodablePath, isOversizedPagePost, refuseOversizedForm } from "@/lib/http/request-target";
import { strictTransportSecurity } from "@/lib/http/transport-security";
import { compressionLeftToProxy, withResponseCompression } from "@/lib/http/response-compression";
import { withRenderGate } from "@/lib/http/render-gate";
import { withStaticFiles } from "@/lib/http/static-files";
import { startupProblems } from "@/lib/ops/startup-checks";
import { warmPopularPages } from "@/lib/ops/warm-up";
import { createKeptResponses } from "@/lib/http/kept-responses";
import { withAnonymousUserAnswer } from "@/lib/http/anonymous-user";
import { runtimeNextConfig } from "@/lib/http/next-runtime-config";

// Logs that can no longer be written (whatever read the server's output, a pipe to a supervisor or a
// script, has gone) are dropped and the server goes on. Without a listener the write error became an
// uncaught exception, whose handler in Next.js logs it to the same broken output, again and again: the
// server spun a core and no longer answered SIGTERM.
for (const output of [process.stdout, process.stderr]) output.on("error", () => undefined);

// `npm run dev` runs this same server in development mode: hot reload, pages rendered on every request.
const dev = process.argv.includes("--dev");
// How long a connection whose request body was left unread may go without receiving anything.
const UNREAD_BODY_GRACE_MS = 5_000;
nextEnv.loadEnvConfig(process.cwd(), dev);
(process.env as Record<string, string>).NODE_ENV ??= dev ? "development" : "production";

// V8 lets its heap grow to several times what is alive before it collects: rendering pages left about
// 80 MB alive but held 250-300 MB between full collections. Collecting when the heap has grown 30% past
// what survived the last collection holds the server near its working set (peak 367 MB against 719 MB
// over 1,000 curator pages, measured) at the cost of more frequent collections. There is no upper limit:
// a large export still gets the memory it needs.
setFlagsFromString("--heap-growing-percent=30");

// glibc gives each thread that allocates memory (compression and file work on libuv's thread pool) an arena
// of its own and keeps what is freed there: over ten minutes of traffic that was about 60 MB of resident
// memory beyond the JavaScript heap and buffers (peak 444 MB; 387 MB with two arenas, at the same speed).
// glibc reads MALLOC_ARENA_MAX only when a process starts, so whatever starts the server sets it: npm start,
// deploy/the-lists.service, and the tests and benchmarks through scripts/lib/production-server.ts.
if (!dev && process.platform === "linux" && !process.env.MALLOC_ARENA_MAX) {
  console.warn("MALLOC_ARENA_MAX is not set: start the server with npm start (which sets it to 2) or set it yourself; without it the server holds about 60 MB more memory.");
}

async function main() {
  const problems = startupProblems();
  if (problems.length) throw new Error(`The server cannot start:\n- ${problems.join("\n- ")}`);
  announceFrontServer(dev ? "development" : "production");
  if (dev) {
    console.log(
      "Development server: pages render on every request, so the page cache and the answers kept in memory are not used; " +
        "everything else (client addresses, rate limits, compression, invalidations) runs as in production.",
    );
  }
  const migrations = openDatabase();
  const applied = await migrations.migrate();
  await migrations.close();
  if (applied.length) console.log(`Applied ${applied.length} migration(s) to the ${describeTarget(migrations.target)}.`);

  const { default: next } = await import("next");
  const port = Number.parseInt(process.env.PORT || "3000", 10);
  const hostname = process.env.HOST || "0.0.0.0";
  // The request guard sees every request as http://localhost:<port> and rewrites to addresses built on that;
  // Next.js proxies a rewrite over HTTP when its origin differs from the host name given here, so it is
  // "localhost" whatever address the server listens on (a rewrite then stays inside this process).
  // The configuration is handed over (compiled into this server with next.config.ts) rather than read by
  // Next.js at start, which would load its native compiler to read the TypeScript file: 27 MB resident for
  // the life of the process. Its build folder and media address are this environment's.
  const app = dev ? next({ dev: true, port, hostname: "localhost" }) : next({ dev: false, port, hostname: "localhost", conf: nextConfig });
  // Next.js's cacheHandler (lib/cache/next-cache-handler.mjs) hands its calls to this page cache. Its disk
  // tier starts empty: what an earlier run kept may predate writes made while this server was down.
  installPageCache(new PageCache(memoryStore(), openDiskStore(process.env.CACHE_DIR || path.join(runtimeNextConfig().distDir, "cache", "pages"))));
  const sessionCookie = sessionCookieName();
  const responses = createKeptResponses({ sessionCookieName: sessionCookie });
  const nextHandler = responses.keepAnswers(app.getRequestHandler());
  // Searches and the pages' view beacons are answered before Next.js, by their routes' own code (imported
  // now: it opens the database).
  const callsBeforeNext = dev ? null : (await import("@/lib/http/front-calls")).withCallsBeforeNext;
  const gate = withRenderGate(withResponseCompression(callsBeforeNext ? callsBeforeNext(nextHandler) : nextHandler));
  const handle = dev
    ? (request: IncomingMessage, response: ServerResponse) => runInTagScope(0, () => gate.handle(request, response))
    : withBuildStaticFiles(withAnonymousUserAnswer(responses.answerFromKept(gate.handle), { sessionCookieName: sessionCookie }));
  await app.prepare();

  let listener: InvalidationListener | null = null;
  if (migrations.target.kind === "postgres") {
    listener = startInvalidationListener({ url: migrations.target.url });
    await Promise.race([listener.ready, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  const queryCountPort = process.env.DATABASE_QUERY_COUNT_PORT;
  if (queryCountPort) {
    // Tests only: how many statements this server has sent to the database so far.
    createServer((_request, response) => response.end(String(databaseQueryCount()))).listen(Number(queryCountPort), "127.0.0.1");
  }

  const transportSecurity = strictTransportSecurity(process.env.SITE_URL);
  let stopping = false;
  const server = createServer((request, response) => {
    if (transportSecurity) response.setHeader("Strict-Transport-Security", transportSecurity);
    if (!hasDecodablePath(request.url ?? "/")) {
      for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
      response.writeHead(400, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      response.end(JSON.stringify({ message: UNDECODABLE_PATH_MESSAGE }));
      return;
    }
    if (isOversizedPagePost(request.method, request.url ?? "/", request.headers["content-length"])) {
      for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
      refuseOversizedForm(request, response);
      return;
    }
    if (refuseUnservedMethod(request, response)) return;
    if (refuseCrossSitePagePost(request, response)) return;
    if (refuseUnusableImageRequest(request, response)) return;
    // Headers only this server may set: whatever a client sent under their names goes.
    stripInternalHeaders(request.headers);
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
    response.once("finish", () => {
      // Once stopping, a connection closes as soon as its answer is out, instead of idling for a minute.
      if (stopping) setImmediate(() => server.closeIdleConnections());
      if (request.complete) return;
      // An answer sent before its request's body was read (a refusal of a body over the limit): the
      // connection serves nothing more until the rest has arrived, so it gets a short grace while the
      // client sends it, not the idle minute below. Once it has arrived (Node.js reads and drops what
      // nobody read) the connection is an idle keep-alive one like any other.
      const socket = request.socket;
      socket.setTimeout(UNREAD_BODY_GRACE_MS);
      request.once("end", () => {
        if (!socket.destroyed) socket.setTimeout(server.keepAliveTimeout);
      });
    });
    handle(request, response);
  });
  // A connection that sends or reads nothing for a minute is closed: whatever it was being sent is freed.
  server.timeout = 60_000;
  // An idle keep-alive connection is kept for that same minute, not Node.js's 5 s: a client or proxy that
  // reuses a connection it last used seconds ago could send its request just as the server closed it,
  // and get a reset instead of an answer.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  server.listen(port, hostname, () => {
    console.log(`the Lists is serving ${process.env.SITE_URL || `http://localhost:${port}`} (${describeTarget(migrations.target)})`);
    // Render the most viewed pages now, in the background, so their first visitors do not wait.
    if (!dev) void warmPopularPages({ baseUrl: `http://127.0.0.1:${port}`, busy: gate.state }).catch((error: unknown) => console.error("Warming up failed:", error));
  });

  // Graceful stop: take no new connections, let requests already in flight finish (idle keep-alive
  // connections close at once, the others as soon as their answer is out), then close the database pool
  // and exit. A request still running after SHUTDOWN_TIMEOUT_MS is cut off so a stuck client cannot hold
  // the process.
  const shutdown = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: finishing requests in flight, then closing the database.`);
    const timeoutMs = Number.parseInt(process.env.SHUTDOWN_TIMEOUT_MS || "10000", 10);
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    deadline.unref();
    // A database that never finishes closing does not keep the process; a failure stops at once, since
    // every request would fail until the restart.
    process.exitCode = exitCode;
    setTimeout(() => process.exit(exitCode), exitCode === 0 ? 2 * timeoutMs : 2000).unref();
    void listener?.stop();
    server.close(() => {
      clearTimeout(deadline);
      // lib/db.ts keeps the app's one database handle here; closing it flushes the embedded database.
      const database = (globalThis as { database?: Database }).database;
      void (database ? database.close() : Promise.resolve())
        .catch((error: unknown) => console.error("Closing the database failed:", error))
        .finally(() => process.exit(exitCode));
    });
    server.closeIdleConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT received"));
  process.on("SIGTERM", () => shutdown("SIGTERM received"));
  // It would answer every request with an error until restarted: stop with a failure, and the service
  // manager (Restart=on-failure) starts the app again on the same files.
  whenEmbeddedDatabaseBreaks((error) => {
    console.error(`${error.message}; stopping so that the app is started again.`, error.cause ?? "");
    shutdown("Embedded database failure", 1);
  });
}

/** The build's scripts and stylesheets from their compressed copies, ahead of everything else. */
function withBuildStaticFiles(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  // HTTP_COMPRESSION=off leaves compression to a proxy in front: Next.js serves the files as they are.
  if (compressionLeftToProxy()) return handle;
  const served = withStaticFiles(path.join(runtimeNextConfig().distDir, "static"), handle);
  if (served) return served;
  console.warn("The build has no compressed copies of its scripts (build with npm run build): they are compressed on every request instead.");
  return handle;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
