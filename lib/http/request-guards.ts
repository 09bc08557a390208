import "server-only";
import type { Readable } from "node:stream";
import type { NextRequest } from "next/server";
import { badRequest, forbidden, payloadTooLarge, unsupportedMediaType } from "./errors";
import { CROSS_SITE_MESSAGE, SAFE_METHODS, isFromOwnSite } from "./own-site";

/** JSON bodies larger than this are refused before they are read whole. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export function changesState(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * A state-changing request must come from the site itself (lib/http/own-site.ts). This stops other sites,
 * including plain HTML forms, from acting with a visitor's session.
 */
export function assertSameOrigin(request: NextRequest): void {
  assertSameOriginHeaders(request.headers, request.nextUrl.protocol);
}

/** assertSameOrigin for a request's headers and the protocol it came over ("http:" or "https:"). */
export function assertSameOriginHeaders(headers: Headers, protocol: string): void {
  if (!isFromOwnSite(headers, protocol)) throw forbidden(CROSS_SITE_MESSAGE);
}

/** The JSON body of a request sent as application/json, at most 1 MB, in valid UTF-8. */
export async function readJsonBody(request: NextRequest): Promise<unknown> {
  return readJsonBodyOf(request.headers, (maxBytes) => readBodyBytes(request, maxBytes));
}

/**
 * readJsonBody for a request's headers and a reader of its body, which throws tooLarge past `maxBytes`:
 * for a call answered outside a route handler, whose body is a Node stream.
 */
export async function readJsonBodyOf(headers: Headers, readBytes: (maxBytes: number) => Promise<Uint8Array>): Promise<unknown> {
  const type = headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw unsupportedMediaType("Send the request body as JSON, with the header Content-Type: application/json.");
  }
  assertDeclaredLengthOf(headers, MAX_JSON_BODY_BYTES, "request body");
  const bytes = await readBytes(MAX_JSON_BODY_BYTES);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The request body is not valid UTF-8 text.");
  }
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
  if (holdsNul(body)) throw badRequest("The request body must not contain the NUL character (\\u0000).");
  return body;
}

/** The query parameters of a request; PostgreSQL text cannot hold the NUL character, so a value with one is refused. */
export function readQuery(request: NextRequest): Record<string, string> {
  return readQueryParams(request.nextUrl.searchParams);
}

/** readQuery for an address's parameters. */
export function readQueryParams(params: URLSearchParams): Record<string, string> {
  const query = Object.fromEntries(params);
  if (holdsNul(query)) throw badRequest("Query parameters must not contain the NUL character (%00).");
  return query;
}

/** A form posted without JavaScript, refused when a field holds the NUL character (PostgreSQL text cannot store it). */
export function assertFormWithoutNul(form: FormData): void {
  const fields = [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : ""]);
  if (holdsNul(fields)) throw badRequest("The form must not contain the NUL character (\\u0000).");
}

/** Whether any string in `value`, a key included, holds the NUL character. */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (typeof value === "object" && value !== null) return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item));
  return false;
}

/** Refuses a body over `maxBytes` by its declared length, before any of it is read. */
export function assertDeclaredLength(request: NextRequest, maxBytes: number, what: string): void {
  assertDeclaredLengthOf(request.headers, maxBytes, what);
}

function assertDeclaredLengthOf(headers: Headers, maxBytes: number, what: string): void {
  const declared = headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw tooLarge(maxBytes, what);
}

/** A web request's body, refused with tooLarge past `maxBytes`. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading and let go, without cancelling: cancelling the body stream while the connection is
      // still delivering it makes the stream adapter close an already closed stream (an uncaught
      // exception). Node discards the rest of the body once the 413 has been sent.
      reader.releaseLock();
      throw tooLarge(maxBytes, "request body");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A Node request's body, refused with tooLarge past `maxBytes` (the rest is left unread). */
export function readNodeBodyBytes(request: Readable, maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off("data", onData).off("end", onEnd).off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        stop();
        reject(tooLarge(maxBytes, "request body"));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    request.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

function tooLarge(maxBytes: number, what: string) {
  return payloadTooLarge(`The ${what} is too large: at most ${formatMegabytes(maxBytes)} is accepted.`);
}

const formatMegabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A multipart upload: the right type, and not declared larger than `maxBytes` (the stream is checked too). */
export function assertMultipart(request: NextRequest, maxBytes: number): void {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw unsupportedMediaType("Upload files as multipart/form-data.");
  }
  assertDeclaredLength(request, maxBytes, "upload");
}
