// Every page view in a browser asks GET /api/auth/user who is signed in (the header's account menu, the
// save and follow buttons). Without a session cookie the answer is always the same, null, and a route
// handler costs about ten times what the cached page it came with does (Next.js's routing and request
// setup for an API call). server.ts answers those here, with the headers the route's answer carries;
// a request with a session cookie, valid or not, goes on to the route.
import type { IncomingMessage, ServerResponse } from "node:http";
import { publicContentSecurityPolicy, SECURITY_HEADERS } from "./content-security-policy";
import { hasCookie } from "./request-cookies";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const CURRENT_USER_PATH = "/api/auth/user";

/** The route's answer for a visitor with no session: `null`, never stored. */
const NOBODY = "null";

export function withAnonymousUserAnswer(next: Handler, { sessionCookieName }: { sessionCookieName: string }): Handler {
  const policy = publicContentSecurityPolicy();
  return (request, response) => {
    const { method = "GET", url = "/" } = request;
    const isCurrentUserCall = (method === "GET" || method === "HEAD") && (url === CURRENT_USER_PATH || url.startsWith(`${CURRENT_USER_PATH}?`));
    if (!isCurrentUserCall || hasCookie(request.headers.cookie, sessionCookieName)) {
      next(request, response);
      return;
    }
    for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
    response.writeHead(200, {
      "Content-Security-Policy": policy,
      "Cache-Control": "private, no-store",
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(NOBODY),
    });
    response.end(method === "HEAD" ? undefined : NOBODY);
  };
}
