import "server-only";
import { database } from "@/lib/db";

/** How long the database may take to answer the probe before it counts as down. */
export const HEALTH_PROBE_TIMEOUT_MS = 2_000;

export type HealthReport = { status: "ok"; database: "ok" } | { status: "unavailable" };

/**
 * Whether this instance can serve: the process answers and its database runs a trivial query in time.
 * A load balancer only needs yes or no, so a failure carries no detail (no host, no error text); the
 * cause goes to the server's log.
 */
export async function checkHealth(): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.query("SELECT 1"),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_PROBE_TIMEOUT_MS} ms`)), HEALTH_PROBE_TIMEOUT_MS);
      }),
    ]);
    return { status: "ok", database: "ok" };
  } catch (error) {
    console.error(JSON.stringify({ event: "health.database_unavailable", error: error instanceof Error ? error.message : String(error) }));
    return { status: "unavailable" };
  } finally {
    clearTimeout(timer);
  }
}
