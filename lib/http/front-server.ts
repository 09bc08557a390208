// The production server (server.ts) runs Next.js inside its own process and passes on, in request
// headers, what only it knows: the connection's address and the encoding it will send an answer in. It
// deletes any header of those names a client sent before it sets its own. Started any other way
// (`next start`, `next dev`), nobody deletes them, so the app believes them only when server.ts has
// announced itself in this process: a client can never set them.
import type { IncomingHttpHeaders } from "node:http";

/** Request header set by server.ts only: the address of the connection the request came on. */
export const SOCKET_ADDRESS_HEADER = "x-socket-address";

/** Request header set by server.ts only: the encoding a route may compress its answer in (precompressed.ts). */
export const PRECOMPRESSED_ACCEPTED = "x-precompressed-accepted";

/** Request headers only server.ts may set; it removes whatever a client sent under these names. */
export const INTERNAL_REQUEST_HEADERS = [SOCKET_ADDRESS_HEADER, PRECOMPRESSED_ACCEPTED] as const;

export type FrontServerMode = "production" | "development";

const FRONT_SERVER = Symbol.for("the-lists.front-server");
type WithFrontServer = typeof globalThis & { [FRONT_SERVER]?: FrontServerMode };

/** Called by server.ts before Next.js starts: from now on its headers are believed. */
export function announceFrontServer(mode: FrontServerMode): void {
  (globalThis as WithFrontServer)[FRONT_SERVER] = mode;
}

/** Which way server.ts runs, or null when the app was started without it. */
export function frontServerMode(): FrontServerMode | null {
  return (globalThis as WithFrontServer)[FRONT_SERVER] ?? null;
}

/** Deletes the internal headers a client sent (server.ts, on every request, before setting its own). */
export function stripInternalHeaders(headers: IncomingHttpHeaders): void {
  for (const name of INTERNAL_REQUEST_HEADERS) delete headers[name];
}

/** An internal header's value, when server.ts is the one that can have set it. */
export function internalHeader(headers: Headers, name: (typeof INTERNAL_REQUEST_HEADERS)[number]): string | null {
  return frontServerMode() ? headers.get(name) : null;
}
