import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import type { Endpoint } from "@/lib/auth/permissions";
import type { RateLimitRule } from "@/lib/rate-limit";
import { clientAddress } from "./client-address";
import { parseInput } from "./parse-input";
import { admitCall, route, type RouteHandler, type UserOf } from "./route";

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/**
 * A write that a page's form can send without JavaScript (a server action) as well as through its API
 * route: its endpoint (whose access rule the permission map holds), body schema, rate limit and work,
 * defined once so both ways in pass the same guards and do the same thing.
 */
export interface Operation<E extends Endpoint, B extends Schema | undefined, R> {
  endpoint: E;
  body?: B;
  rateLimit?: RateLimitRule;
  /** A public endpoint that still wants to know who is signed in. */
  withUser?: boolean;
  run: (context: { body: Parsed<B>; user: UserOf<E>; client: string }) => Promise<R>;
}

export function operation<E extends Endpoint, R, B extends Schema | undefined = undefined>(definition: Operation<E, B, R>): Operation<E, B, R> {
  return definition;
}

/** The operation as its API route: route()'s whole pipeline, then `answer` turns the result into the response. */
export function operationRoute<E extends Endpoint, B extends Schema | undefined, R>(op: Operation<E, B, R>, answer: (result: R) => Response): RouteHandler & { operation: Operation<E, B, R> } {
  const handler = route(op.endpoint, { body: op.body, rateLimit: op.rateLimit, withUser: op.withUser }, async ({ body, user, client }) =>
    answer(await op.run({ body: body as Parsed<B>, user, client })),
  );
  return Object.assign(handler, { operation: op });
}

/**
 * The operation from a server action: the route's guards (rate limit, session and capability, the body
 * parsed with the same schema) on the form's values, then the same work. A refusal throws the HttpError
 * the route would have answered with (400 with field errors, 401, 403, 429) for the action to show.
 */
export async function runOperation<E extends Endpoint, B extends Schema | undefined, R>(op: Operation<E, B, R>, input: unknown): Promise<R> {
  const client = clientAddress(await headers());
  const user = await admitCall(op.endpoint, op, client);
  const body = parseInput(op.body, input, "Invalid form") as Parsed<B>;
  return op.run({ body, user: user as UserOf<E>, client });
}
