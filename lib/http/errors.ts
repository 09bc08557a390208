export type FieldErrors = Record<string, string[]>;

/** An error with the HTTP status and the message a person can act on; the route wrapper answers with it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

// Each factory returns the error for a handler to throw (`throw conflict("…")`).
export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Unauthorized: please sign in.") => new HttpError(401, message);
export const forbidden = (message = "Forbidden: your role does not allow this.") => new HttpError(403, message);
/** Named apart from Next's notFound(), which throws by itself and renders a page. */
export const notFoundError = (message = "Not found.") => new HttpError(404, message);
/** What an address under /api/ that no call serves answers, whatever the method. */
export const NO_SUCH_CALL = "There is no API call at this address. Check the path and the method.";
/** @deprecated The old name, still imported in lib/auth: use notFoundError. */
export const notFound = (message?: string) => notFoundError(message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const serviceUnavailable = (message = "The service is briefly unavailable. Please try again in a few seconds.") =>
  new HttpError(503, message, undefined, { "Retry-After": "5" });
