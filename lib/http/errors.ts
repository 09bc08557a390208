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

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = "Unauthorized: please sign in.") => new HttpError(401, message);
export const forbidden = (message = "Forbidden: your role does not allow this.") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const serviceUnavailable = (message = "The service is briefly unavailable. Please try again in a few seconds.") =>
  new HttpError(503, message, undefined, { "Retry-After": "5" });
