import { AsyncLocalStorage } from "node:async_hooks";
import Module from "node:module";
import { NextRequest } from "next/server";

// Route handlers read the session through next/headers, which only works inside Next's request scope.
// The integration setup (./setup.ts) replaces next/headers with this stand-in for every test file; it
// answers from the request being handled, so a handler sees exactly the cookies and headers the test built.
const scope = new AsyncLocalStorage<NextRequest>();

export const nextHeadersMock = {
  async cookies() {
    const request = scope.getStore();
    if (!request) throw new Error("`cookies` was called outside a request scope");
    return request.cookies;
  },
  async headers() {
    const request = scope.getStore();
    if (!request) throw new Error("`headers` was called outside a request scope");
    return request.headers;
  },
};

// next-auth loads next/headers with require(), which vi.mock does not reach: answer that one too.
const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
const originalLoad = loader._load;
loader._load = function load(this: unknown, request: string, ...rest: unknown[]) {
  return request === "next/headers" ? nextHeadersMock : originalLoad.call(this, request, ...rest);
};

export const BASE_URL = "http://localhost:3000";

/** The headers a browser sends with a write from the site's own pages: the request guard lets it through. */
export const SAME_SITE = { origin: BASE_URL, host: "localhost:3000" };

// Route handlers type their params precisely; tests pass whatever the address holds.
type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  /** The session token to send as next-auth's session cookie. */
  session?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  params?: Record<string, string | string[]>;
}

export function buildRequest(path: string, options: CallOptions = {}): NextRequest {
  const headers = new Headers(options.headers);
  const cookies = { ...options.cookies, ...(options.session ? { "next-auth.session-token": options.session } : {}) };
  const cookieHeader = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join("; ");
  if (cookieHeader) headers.set("cookie", cookieHeader);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Uint8Array || options.body instanceof ReadableStream) {
    body = options.body as BodyInit; // an upload: sent as is, without a declared length
  } else if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const init = { method: options.method ?? "GET", headers, body, duplex: "half" };
  return new NextRequest(new URL(path, BASE_URL), init as ConstructorParameters<typeof NextRequest>[1]);
}

/** Calls a route handler the way Next would, inside a request scope for `path`. */
export async function callRoute(handler: Handler, path: string, options: CallOptions = {}): Promise<Response> {
  return sendRequest(handler, buildRequest(path, options), options.params);
}

/** Calls a route handler with a request the test built itself (a streamed body, say). */
export async function sendRequest(handler: Handler, request: NextRequest, params: Record<string, string | string[]> = {}): Promise<Response> {
  return scope.run(request, () => handler(request, { params: Promise.resolve(params) as Promise<never> }));
}

/** Runs `work` (a server action, say) inside the scope of `request`, as Next does for a posted form. */
export function inRequestScope<T>(request: NextRequest, work: () => Promise<T>): Promise<T> {
  return scope.run(request, work);
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
