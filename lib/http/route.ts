import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { getCurrentUser, type SessionUser } from "@/lib/auth/current-user";
import { ENDPOINTS, can, type Endpoint } from "@/lib/auth/permissions";
import { logEvent } from "@/lib/log";
import { checkRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { clientAddress } from "./client-address";
import { forbidden, unauthorized, type HttpError } from "./errors";
import { errorResponse } from "./error-response";
import { parseInput, type Parsed, type Schema } from "./parse-input";
import { MAX_JSON_BODY_BYTES, assertDeclaredLength, assertMultipart, assertSameOrigin, changesState, readJsonBody, readQuery } from "./request-guards";


/** Uploads: the handler streams the multipart body itself, up to `maxBytes`. */
interface MultipartBody {
  multipart: { maxBytes: number };
}

interface RouteOptions<P, Q, B> {
  params?: P;
  query?: Q;
  /** A zod schema for a JSON body, or a multipart upload the handler reads. */
  body?: B;
  rateLimit?: RateLimitRule;
  /** A public endpoint that still wants to know who is signed in (a submission records its sender). */
  withUser?: boolean;
}

export type UserOf<E extends Endpoint> = (typeof ENDPOINTS)[E] extends "public" ? SessionUser | null : SessionUser;

interface RouteContext<P, Q, B, U> {
  request: NextRequest;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: B extends Schema ? z.output<B> : undefined;
  user: U;
  /** The client address rate limits and duplicate checks count against. */
  client: string;
}

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

/** The kind of body a handler reads: a JSON document, a multipart upload, or none. */
export type BodyKind = "json" | "multipart" | "none";

export type RouteHandler = ((request: NextRequest, context: NextRouteContext) => Promise<Response>) & { endpoint: Endpoint; bodyKind: BodyKind };

/**
 * Every API route handler goes through here, named by its endpoint ("POST /api/admin/experts"), whose
 * access rule the permission map holds. In order: a state-changing call must come from the site itself
 * (else 403); the rate limit; the session and the capability (401 signed out, 403 without it); then
 * params, query and body parsed with zod (400 with field errors; JSON only as application/json, else
 * 415; at most 1 MB, else 413). Whatever the handler returns becomes JSON (a Response passes through);
 * errors become `{ message, fieldErrors? }` with the matching status.
 */
export function route<E extends Endpoint, P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | MultipartBody | undefined = undefined>(
  endpoint: E,
  options: RouteOptions<P, Q, B>,
  handler: (context: RouteContext<P, Q, B, UserOf<E>>) => Promise<unknown>,
): RouteHandler {
  const run = async (request: NextRequest, context: NextRouteContext): Promise<Response> => {
    try {
      const client = clientAddress(request.headers);
      if (changesState(request.method)) {
        try {
          assertSameOrigin(request);
        } catch (refusal) {
          // A refused request counts against the caller's rate limit like any other.
          if (options.rateLimit) await checkRateLimit(options.rateLimit, client);
          throw refusal;
        }
      }
      const user = await admitCall(endpoint, options, client);
      const params = parseInput(options.params, await context.params, "Invalid address");
      const query = parseInput(options.query, options.query && readQuery(request), "Invalid query parameters");
      let body: unknown;
      if (isMultipart(options.body)) assertMultipart(request, options.body.multipart.maxBytes);
      else if (options.body) body = parseInput(options.body, await readJsonBody(request), "Invalid request body");
      // A call that takes no body still refuses one declared over the limit, as every call does.
      else if (changesState(request.method)) assertDeclaredLength(request, MAX_JSON_BODY_BYTES, "request body");
      const result = await handler({ request, params, query, body, user, client } as RouteContext<P, Q, B, never>);
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      unstable_rethrow(error); // Next's own signals (dynamic rendering, redirects) are not failures
      return errorResponse(error);
    }
  };
  const bodyKind: BodyKind = isMultipart(options.body) ? "multipart" : options.body ? "json" : "none";
  return Object.assign(run, { endpoint, bodyKind });
}

/**
 * The guards every call to `endpoint` passes, through its route or a form's server action: the rate
 * limit, then the session and the capability the permission map asks for (401 signed out, 403 without
 * it). Returns who is calling (null for a public endpoint that does not ask).
 */
export async function admitCall(endpoint: Endpoint, options: { rateLimit?: RateLimitRule; withUser?: boolean }, client: string): Promise<SessionUser | null> {
  const access = ENDPOINTS[endpoint];
  if (options.rateLimit) await checkRateLimit(options.rateLimit, client);
  const user = access !== "public" || options.withUser ? await getCurrentUser() : null;
  if (access !== "public") {
    if (!user) throw refused(unauthorized(), endpoint, client);
    if (access !== "user" && !can(user.role, access)) throw refused(forbidden(), endpoint, client, user);
  }
  return user;
}

/** Refused access is logged: who (by id and role, never a token) tried what, from where. */
function refused(error: HttpError, endpoint: Endpoint, client: string, user?: SessionUser): HttpError {
  logEvent("warn", "access_refused", { endpoint, status: error.status, userId: user?.id, role: user?.role, client });
  return error;
}

function isMultipart(body: unknown): body is MultipartBody {
  return typeof body === "object" && body !== null && "multipart" in body;
}

export function created(data: unknown): Response {
  return Response.json(data, { status: 201 });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}
