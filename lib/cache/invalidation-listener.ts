// Runs in server.ts, outside Next's bundles and request scope (so no "server-only" here): one connection per
// server LISTENs for the tags other instances' writes changed and forgets them here too. A message lost
// while the connection was down would leave stale pages, so every (re)connection expires the catch-all tag:
// a missed message costs one fresh render per page, never a stale one. A connection can also die without
// a word (a firewall or NAT forgetting an idle one): a heartbeat query that goes unanswered counts as lost.
import pg from "pg";
import { INVALIDATION_CHANNEL } from "./channel";
import { dropCachedTags } from "./drop-tags";
import { ALL } from "./tags";

export interface InvalidationListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

interface ListenerOptions {
  url: string;
  /** Forgets what the tags cover (every cache of this process, by default). */
  forget?: (tags: string[]) => void;
  log?: (message: string) => void;
  /** Waits before reconnecting: 0.5 s, doubling up to this. */
  maxRetryMs?: number;
  /** Asks the connection for a sign of life this often, and reconnects when none comes within as long. */
  heartbeatMs?: number;
}

export function startInvalidationListener({ url, forget = dropCachedTags, log = console.error, maxRetryMs = 10_000, heartbeatMs = 30_000 }: ListenerOptions): InvalidationListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let listening = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const apply = (tags: string[]) => forget(tags);

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: heartbeatMs });
    client = next;
    listening = false;
    next.on("notification", (message) => {
      if (message.channel !== INVALIDATION_CHANNEL) return;
      apply(tagsOf(message.payload));
    });
    next.on("error", (error) => log(`Cache invalidation listener: ${error.message}`));
    next.on("end", () => {
      if (!stopped && client === next) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      retryMs = 500;
      listening = true;
      // Whatever changed while this server was not listening is unknown: forget everything once.
      apply([ALL]);
      markReady();
    } catch (error) {
      log(`Cache invalidation listener could not connect: ${error instanceof Error ? error.message : String(error)}`);
      await next.end().catch(() => undefined);
    }
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || !listening) return;
    current.query("SELECT 1").catch((error: Error) => {
      if (stopped || client !== current) return;
      log(`Cache invalidation listener: no answer from the database (${error.message}); reconnecting`);
      // Set aside first, so its ending does not schedule a second reconnection.
      client = null;
      void current.end().catch(() => undefined);
      scheduleReconnect();
    });
  }, heartbeatMs);
  heartbeat.unref();

  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}

/** The tags a notification names; anything unreadable expires everything rather than nothing. */
export function tagsOf(payload: string | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(payload ?? "");
    if (Array.isArray(parsed) && parsed.every((tag) => typeof tag === "string")) return parsed;
  } catch {
    // falls through
  }
  return [ALL];
}
