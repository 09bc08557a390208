import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Whether a request's path decodes: a broken percent-escape ("/lists/%E0%A4%A") or an encoded NUL would
 * otherwise fail inside the router with a bare 500, so the server answers such a request itself.
 */
export function hasDecodablePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  try {
    return !decodeURIComponent(path).includes("\u0000");
  } catch {
    return false;
  }
}

export const UNDECODABLE_PATH_MESSAGE = "This address is not valid: it contains a broken percent-encoded character, or an encoded NUL character (%00).";

/** The largest form a page accepts (a form posted without JavaScript): Next.js's own limit for them. */
export const MAX_FORM_BYTES = 1024 * 1024;

/**
 * Whether a request posts to a page (not an API call or an upload) a body it declares larger than a page
 * takes. Next.js would refuse it only after reading a megabyte, with a 500; the server answers 413 first.
 */
export function isOversizedPagePost(method: string | undefined, url: string, contentLength: string | undefined): boolean {
  if (method !== "POST" || url.startsWith("/api/")) return false;
  return contentLength !== undefined && /^\d{1,16}$/.test(contentLength) && Number(contentLength) > MAX_FORM_BYTES;
}

const OVERSIZED_FORM_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form too large</title></head>
<body><main><h1>This form is too large</h1><p>A form can send at most 1 MB. Shorten what you entered and send it again.</p>
<p>Use your browser's Back button to return to the form, or go to <a href="/">the home page</a>.</p></main></body></html>`;

// Up to this much of an oversized form is read and dropped before the 413 goes out; a larger one, or one
// still arriving after DRAIN_MS, is cut off with the answer sent at once.
const DRAIN_BYTES = 16 * 1024 * 1024;
const DRAIN_MS = 30_000;

/**
 * Answers an oversized form with 413 and the page above, once its body has been read and dropped: a
 * server that closes the connection while the browser is still sending resets it, and the browser then
 * shows a network error instead of the page (or a client reports a broken pipe).
 */
export function refuseOversizedForm(request: IncomingMessage, response: ServerResponse): void {
  const answer = () => {
    if (response.headersSent || response.destroyed) return;
    response.writeHead(413, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", Connection: "close" });
    response.end(OVERSIZED_FORM_PAGE);
  };
  if (Number(request.headers["content-length"]) > DRAIN_BYTES) return answer();
  let received = 0;
  const timer = setTimeout(answer, DRAIN_MS);
  request.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > DRAIN_BYTES) answer();
  });
  request.on("end", answer);
  request.on("close", () => clearTimeout(timer));
}
