/**
 * The address rate limits count against. server.ts sets X-Forwarded-For to the socket's address unless
 * TRUST_PROXY=true, in which case the first address a trusted proxy wrote there is the client.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || "unknown";
}
