// Whether an error means the database cannot be reached right now (stopped, restarting, refusing
// connections, connection cut), as opposed to a fault in the query. Those answer 503 "try again" and the
// pool reconnects by itself once the database is back.

// Socket errors of the driver, and PostgreSQL's SQLSTATEs for connection failures (class 08), shutdown or
// start-up (57P01-57P03) and too many connections (53300).
const CONNECTION_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH",
  "08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03", "53300",
]);
// Prisma's codes for an unreachable server, a timeout and a closed connection, and for a transaction that
// could not get a connection or finish in time (an overloaded database; the transaction was rolled back).
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2028"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const MESSAGES = /Connection terminated|Connection ended unexpectedly|Can't reach database server|Server has closed the connection|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const candidate = error as { code?: unknown; name?: unknown; message?: unknown; kind?: unknown; cause?: unknown; meta?: unknown; errors?: unknown };
  if (typeof candidate.code === "string" && (CONNECTION_CODES.has(candidate.code) || PRISMA_CODES.has(candidate.code))) return true;
  if (typeof candidate.kind === "string" && ADAPTER_KINDS.has(candidate.kind)) return true;
  if (candidate.name === "PrismaClientInitializationError") return true;
  if (typeof candidate.message === "string" && MESSAGES.test(candidate.message)) return true;
  const meta = candidate.meta as { driverAdapterError?: unknown } | undefined;
  const nested = [candidate.cause, meta?.driverAdapterError, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
