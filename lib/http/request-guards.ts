import "server-only";
import type { Readable } from "node:stream";
import type { NextRequest } from "next/server";
import { badRequest, forbidden, payloadTooLarge, unsupportedMediaType } from "./errors";
import { CROSS_SITE_MESSAGE, SAFE_METHODS, isFromOwnSite } from "./own-site";

/** JSON bodies larger than this are refused before they are read whole. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** How deeply a JSON body may nest; no call takes more than a few levels. */
const MAX_JSON_DEPTH = 64;

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
  const problem = textProblemIn(body);
  if (problem) throw badRequest(BODY_TEXT_PROBLEMS[problem]);
  return body;
}

const BODY_TEXT_PROBLEMS: Record<TextProblem, string> = {
  nul: "The request body must not contain the NUL character (\\u0000).",
  surrogate: "The request body holds a lone surrogate escape (\\uD800 to \\uDFFF), which is not a character: send the text as UTF-8, or escape both halves of the pair.",
  depth: `The request body nests more than ${MAX_JSON_DEPTH} levels deep: send a flatter JSON body.`,
};

/**
 * The query parameters of a request, a repeated parameter keeping its first value (as pages read them). A
 * broken percent-escape is refused rather than read as a replacement character, and so is the NUL
 * character, which PostgreSQL text cannot hold.
 */
export function readQuery(request: NextRequest): Record<string, string> {
  return readQueryOf(request.nextUrl.search);
}

/** readQuery for an address's query string ("?q=a&page=2", or "" without one). */
export function readQueryOf(search: string): Record<string, string> {
  try {
    decodeURIComponent(search.replaceAll("+", " "));
  } catch {
    throw badRequest("A query parameter is not valid: it contains a broken percent-encoded character.");
  }
  const firsts = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(search)) if (!firsts.has(name)) firsts.set(name, value);
  const query = Object.fromEntries(firsts);
  if (textProblemIn(query)) throw badRequest("Query parameters must not contain the NUL character (%00).");
  return query;
}

/** A form posted without JavaScript, refused when a field holds the NUL character (PostgreSQL text cannot store it). */
export function assertFormWithoutNul(form: FormData): void {
  const fields = [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : ""]);
  if (textProblemIn(fields)) throw badRequest("The form must not contain the NUL character (\\u0000).");
}

type TextProblem = "nul" | "surrogate" | "depth";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What PostgreSQL text could not store faithfully in `value` (keys included): the NUL character, or half
 * of a surrogate pair (it would be stored as a replacement character); or nesting deeper than any call
 * takes. Walked without recursion, so no body can exhaust the stack.
 */
function textProblemIn(value: unknown): TextProblem | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === "string") {
      const problem = textProblemOf(next.value);
      if (problem) return problem;
      continue;
    }
    if (typeof next.value !== "object" || next.value === null) continue;
    if (next.depth >= MAX_JSON_DEPTH) return "depth";
    for (const [key, item] of Object.entries(next.value)) {
      const problem = Array.isArray(next.value) ? null : textProblemOf(key);
      if (problem) return problem;
      pending.push({ value: item, depth: next.depth + 1 });
    }
  }
  return null;
}

function textProblemOf(text: string): TextProblem | null {
  if (text.includes("\u0000")) return "nul";
  return LONE_SURROGATE.test(text) ? "surrogate" : null;
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
