import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { describeError, logEvent } from "@/lib/log";
import { HttpError, serviceUnavailable } from "./errors";

/** The JSON answer for any error: its own status and message when it is known, else a 500 that leaks nothing. */
export function errorResponse(error: unknown): Response {
  const known = toHttpError(error);
  if (known) {
    const body = known.fieldErrors ? { message: known.message, fieldErrors: known.fieldErrors } : { message: known.message };
    return Response.json(body, { status: known.status, headers: { "Cache-Control": "no-store", ...known.headers } });
  }
  logEvent("error", "server_error", describeError(error));
  return Response.json({ message: "Something went wrong on our side. Please try again." }, { status: 500, headers: { "Cache-Control": "no-store" } });
}

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) {
    logEvent("error", "database_unavailable", describeError(error));
    return serviceUnavailable();
  }
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
