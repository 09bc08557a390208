import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { getCurrentUser, type SessionUser } from "@/lib/auth/current-user";
import { hasRole, type Role } from "@/lib/auth/roles";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkRateLimit, type RateLimitRule } from "@/lib/rate-limit";
import { clientAddress } from "./client-address";
import { HttpError, badRequest, forbidden, unauthorized } from "./errors";

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

interface RouteOptions<P, Q, B> {
  /** "user": any signed-in user; a role: that role or a more powerful one. */
  auth?: "user" | Role;
  params?: P;
  query?: Q;
  body?: B;
  rateLimit?: RateLimitRule;
}

interface RouteContext<P, Q, B, U> {
  request: NextRequest;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  user: U;
}

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * Every route handler goes through here: rate limit, session and role, then params, query and body
 * parsed with zod. Whatever the handler returns becomes JSON (a Response passes through); errors become
 * `{ message, fieldErrors? }` with the matching status.
 */
export function route<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined, A extends RouteOptions<P, Q, B>["auth"] = undefined>(
  options: RouteOptions<P, Q, B> & { auth?: A },
  handler: (context: RouteContext<P, Q, B, A extends undefined ? SessionUser | null : SessionUser>) => Promise<unknown>,
) {
  return async (request: NextRequest, context: NextRouteContext): Promise<Response> => {
    try {
      if (options.rateLimit) await checkRateLimit(options.rateLimit, clientAddress(request.headers));
      const user = await getCurrentUser();
      if (options.auth) {
        if (!user) throw unauthorized();
        if (options.auth !== "user" && !hasRole(user.role, options.auth)) throw forbidden();
      }
      const params = parse(options.params, await context.params, "Invalid address");
      const query = parse(options.query, Object.fromEntries(request.nextUrl.searchParams), "Invalid query parameters");
      const body = options.body ? parse(options.body, await readJson(request), "Invalid request body") : undefined;
      const result = await handler({ request, params, query, body, user } as RouteContext<P, Q, B, never>);
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      unstable_rethrow(error); // Next's own signals (dynamic rendering, redirects) are not failures
      return errorResponse(error);
    }
  };
}

function parse<S extends Schema | undefined>(schema: S, input: unknown, message: string): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(input);
  if (result.success) return result.data as Parsed<S>;
  const { fieldErrors, formErrors } = z.flattenError(result.error);
  const details = Object.entries(fieldErrors as Record<string, string[]>)
    .map(([field, messages]) => `${field}: ${messages.join(", ")}`)
    .concat(formErrors);
  throw badRequest(details.length ? `${message}: ${details.join("; ")}` : message, fieldErrors as Record<string, string[]>);
}

async function readJson(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
}

export function created(data: unknown): Response {
  return Response.json(data, { status: 201 });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export function errorResponse(error: unknown): Response {
  const known = toHttpError(error);
  if (known) {
    const body = known.fieldErrors ? { message: known.message, fieldErrors: known.fieldErrors } : { message: known.message };
    return Response.json(body, { status: known.status, headers: known.headers });
  }
  console.error(error);
  return Response.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") {
      const fields = uniqueFields(error);
      return new HttpError(409, fields ? `That ${fields} is already taken.` : "That value is already taken.");
    }
    if (error.code === "P2025") return new HttpError(404, "Not found.");
    if (error.code === "P2003") return new HttpError(409, "That refers to a record that does not exist.");
  }
  return null;
}

function uniqueFields(error: Prisma.PrismaClientKnownRequestError): string | null {
  const meta = error.meta as
    | { target?: string[] | string; driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } } }
    | undefined;
  const fields = meta?.driverAdapterError?.cause?.constraint?.fields ?? meta?.target;
  if (!fields) return null;
  return (Array.isArray(fields) ? fields : [fields]).map((field) => field.replace(/"/g, "")).join(", ");
}
