import { isIP } from "node:net";
import { isLoopbackHost } from "@/lib/site-url";
import { SOCKET_ADDRESS_HEADER, internalHeader } from "./front-server";

// The client address rate limits and duplicate checks count against. Without proxies it is the address
// of the connection, which only server.ts can report. Behind proxies, TRUST_PROXY=N (the number of
// proxies in front; `true` means 1) makes it the address N entries from the right of X-Forwarded-For:
// each proxy appends the address it saw, so entries to the left of that one are whatever the client
// wrote. A value that is not an IP address, or a header with fewer entries, counts as the connection.
// An IPv6 client counts by its /64 network, which one subscriber usually holds whole: otherwise every
// address in it would get a limit of its own.

/** Longer X-Forwarded-For headers are cut from the left: only their rightmost entries can be trusted. */
const MAX_FORWARDED_CHARS = 1024;

export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const value = env.TRUST_PROXY?.trim().toLowerCase();
  if (value === "true") return 1;
  if (value && /^\d{1,2}$/.test(value)) return Number(value);
  return 0;
}

export function clientAddress(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const hops = trustedProxyHops(env);
  const forwarded = hops > 0 ? forwardedAddress(headers.get("x-forwarded-for"), hops) : null;
  const address = forwarded ?? asAddress(internalHeader(headers, SOCKET_ADDRESS_HEADER));
  return address ? countedAs(address) : "unknown";
}

/** The connection's own address as server.ts reported it (never a forwarded one); null when unknown. */
export function socketAddress(headers: Headers): string | null {
  return asAddress(internalHeader(headers, SOCKET_ADDRESS_HEADER));
}

function forwardedAddress(header: string | null, hops: number): string | null {
  if (!header) return null;
  const entries = header.slice(-MAX_FORWARDED_CHARS).split(",");
  if (header.length > MAX_FORWARDED_CHARS) entries.shift(); // cut inside an entry
  if (entries.length < hops) return null;
  return asAddress(entries[entries.length - hops]);
}

/** An IP address, without brackets or an IPv4 port and with IPv4-mapped IPv6 unwrapped; null for anything else. */
function asAddress(value: string | null | undefined): string | null {
  let text = value?.trim() ?? "";
  if (!text || text.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) text = mapped[1];
  return isIP(text) ? text.toLowerCase() : null;
}

function countedAs(address: string): string {
  return isIP(address) === 6 ? `${expandIpv6(address).slice(0, 4).join(":")}::/64` : address;
}

function expandIpv6(address: string): string[] {
  const withoutZone = address.split("%")[0];
  const [head, tail = ""] = withoutZone.split("::");
  const left = head ? head.split(":") : [];
  const right = withoutZone.includes("::") && tail ? tail.split(":") : [];
  // An embedded IPv4 tail ("::1.2.3.4") takes two groups.
  const last = right.length ? right : left;
  if (last.length && last[last.length - 1].includes(".")) {
    const [a, b, c, d] = last.pop()!.split(".").map(Number);
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(withoutZone.includes("::") ? missing : 0).fill("0"), ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * Whether a request came from this machine: over a loopback connection, addressed to a loopback host, and
 * not forwarded for anyone else (a proxy on this machine would make the whole world look local). Next.js
 * itself fills X-Forwarded-For with the connection's address when a request has none, so the forwarding
 * headers may be present, but every address they name must be this machine's.
 */
export function isFromThisMachine(headers: Headers): boolean {
  const socket = socketAddress(headers);
  if (!socket || !isLoopbackAddress(socket)) return false;
  const forwarded = [
    ...(headers.get("x-forwarded-for") ?? "").split(","),
    headers.get("x-real-ip") ?? "",
    ...[...(headers.get("forwarded") ?? "").matchAll(/for="?\[?([^\]";,]+)/gi)].map((match) => match[1]),
  ].filter((entry) => entry.trim() !== "");
  if (!forwarded.every((entry) => isLoopbackAddress(asAddress(entry) ?? ""))) return false;
  const host = headers.get("host")?.replace(/:\d{1,5}$/, "") ?? "";
  return isLoopbackHost(host);
}

const isLoopbackAddress = (address: string) => address === "::1" || /^127\./.test(address);
