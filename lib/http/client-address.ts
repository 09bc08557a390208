/** The request header the production server (server.ts) sets to the connection's own address. */
export const SOCKET_ADDRESS_HEADER = "x-socket-address";

/**
 * The client address rate limits and duplicate checks count against. Behind a reverse proxy
 * (TRUST_PROXY=true) it is the first X-Forwarded-For address, which the proxy writes; otherwise it is the
 * address of the connection itself, which server.ts passes on and a client cannot set. Under `next dev`,
 * which has neither, every request counts as one client.
 */
export function clientAddress(headers: Headers): string {
  if (process.env.TRUST_PROXY === "true") {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return headers.get(SOCKET_ADDRESS_HEADER) || "unknown";
}
