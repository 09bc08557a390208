import { z } from "zod";
import { badRequest } from "./errors";

export type Schema = z.ZodType;
export type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** `input` parsed with `schema` (nothing without one); a 400 with the field errors when it does not fit. */
export function parseInput<S extends Schema | undefined>(schema: S, input: unknown, message: string): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(input);
  if (result.success) return result.data as Parsed<S>;
  const { fieldErrors, formErrors } = z.flattenError(result.error);
  const details = Object.entries(fieldErrors as Record<string, string[]>)
    .map(([field, messages]) => `${field}: ${messages.join(", ")}`)
    .concat(formErrors);
  throw badRequest(details.length ? `${message}: ${details.join("; ")}` : message, fieldErrors as Record<string, string[]>);
}
