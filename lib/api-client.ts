// Browser-side calls to our API: cookies always sent, JSON bodies, and any non-OK answer becomes an
// ApiError whose message reads "status: body" (the status text when the body is empty).

import type { FieldErrors } from "@/lib/http/errors";

export class ApiError extends Error {
  /** The server's `{ message }`, when the body had one. */
  readonly serverMessage: string | null;
  readonly fieldErrors: FieldErrors;

  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed.message;
    this.fieldErrors = parsed.fieldErrors;
  }
}

function parseErrorBody(body: string): { message: string | null; fieldErrors: FieldErrors } {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; fieldErrors?: unknown };
    const fieldErrors = parsed.fieldErrors && typeof parsed.fieldErrors === "object" ? (parsed.fieldErrors as FieldErrors) : {};
    return { message: typeof parsed.message === "string" ? parsed.message : null, fieldErrors };
  } catch {
    return { message: null, fieldErrors: {} };
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A failure that means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The message a person should read for a failed call: the server's own, else null. */
export function errorMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage ?? (error.body || null);
  return null;
}
