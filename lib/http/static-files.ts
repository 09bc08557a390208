// The build's scripts and stylesheets (/_next/static/...), compressed once at build time at the
// strongest settings (brotli quality 11, gzip level 9) instead of on every request at the fastest: a
// page's scripts are about a quarter smaller on the wire, and serving them costs no compression at all.
// Their names carry a hash of their content, so they are cached by browsers for a year.
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import sirv from "sirv";
import { SECURITY_HEADERS } from "./content-security-policy";

export const STATIC_PREFIX = "/_next/static/";

/** Written last by precompressStaticFiles: the folder's compressed copies are complete. */
const MARKER = ".precompressed";
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
/** Below this a compressed copy saves less than its Content-Encoding header costs. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(directory, name))
    .filter((file) => statSync(file).isFile());
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `directory`; returns the byte counts. */
export async function precompressStaticFiles(directory: string): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = filesUnder(directory).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += br.length;
      totals.gzipBytes += gz.length;
    }),
  );
  await writeFile(path.join(directory, MARKER), `${new Date().toISOString()}\n`);
  return totals;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Serves /_next/static/... from `directory` (the build's static folder) with its compressed copies, and
 * hands every other request, and any file the folder does not have, to `handle`. Null when the folder has
 * no compressed copies (a build made without `npm run build`): then Next.js serves them, compressed per
 * request.
 */
export function withStaticFiles(directory: string, handle: Handler): Handler | null {
  if (!existsSync(path.join(directory, MARKER))) return null;
  // The folder's file list is read once, now: a build's static files never change while it is served,
  // and only names in that list are ever opened.
  const serve = sirv(directory, {
    dev: false,
    etag: true,
    immutable: true,
    maxAge: 31_536_000,
    brotli: true,
    gzip: true,
    setHeaders: (response) => {
      for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
    },
  });
  return (request, response) => {
    const url = request.url ?? "/";
    if (!url.startsWith(STATIC_PREFIX) || (request.method !== "GET" && request.method !== "HEAD")) return handle(request, response);
    request.url = url.slice(STATIC_PREFIX.length - 1);
    serve(request, response, () => {
      request.url = url;
      handle(request, response);
    });
  };
}
