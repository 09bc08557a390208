import type { IncomingMessage } from "node:http";

/** A Node request's headers as web Headers; a value they cannot hold is left out (no browser sends one). */
export function webHeaders(request: Pick<IncomingMessage, "headers">): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, item);
      } catch {
        // Node's parser lets through a few values that web Headers refuse.
      }
    }
  }
  return headers;
}
