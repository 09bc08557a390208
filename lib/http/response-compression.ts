import compression from "compression";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants } from "node:zlib";
import { PRECOMPRESSED_ACCEPTED, PRECOMPRESSED_BODY, preferredEncoding } from "./precompressed";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** HTTP_COMPRESSION=off: a reverse proxy or CDN in front compresses, so this server sends everything as it is. */
export function compressionLeftToProxy(env: Record<string, string | undefined> = process.env): boolean {
  return env.HTTP_COMPRESSION === "off";
}

/**
 * Compresses what `handle` answers (HTML, JSON, scripts, feeds) for clients that accept it: brotli when
 * offered, else gzip, both at their fastest setting: a 270 KB search answer takes 0.6 ms with brotli at
 * quality 1 (52 KB) and 2.2 ms with gzip at level 1 (94 KB), where Next.js's own compression (gzip at the
 * default level) takes 5.7 ms for 80 KB. Bodies a route already compressed (precompressed.ts) pass
 * through with their encoding. HTTP_COMPRESSION=off leaves compression to a reverse proxy or CDN in front.
 */
export function withResponseCompression(handle: Handler): Handler {
  if (compressionLeftToProxy()) {
    return (request, response) => {
      delete request.headers[PRECOMPRESSED_ACCEPTED];
      handle(request, response);
    };
  }
  const compress = compression({
    level: 1,
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    filter: (request, response) => !response.hasHeader(PRECOMPRESSED_BODY) && compression.filter(request, response),
  }) as unknown as Middleware;

  return (request, response) => {
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (encoding) request.headers[PRECOMPRESSED_ACCEPTED] = encoding;
    else delete request.headers[PRECOMPRESSED_ACCEPTED];
    sendPrecompressedBodiesAsEncoded(response);
    compress(request, response, () => handle(request, response));
  };
}

// Installed before the compression middleware wraps writeHead, so this runs after its filter has seen
// the marker and left the body alone.
function sendPrecompressedBodiesAsEncoded(response: ServerResponse) {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const encoding = this.getHeader(PRECOMPRESSED_BODY);
    if (typeof encoding === "string") {
      this.removeHeader(PRECOMPRESSED_BODY);
      this.setHeader("Content-Encoding", encoding);
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
