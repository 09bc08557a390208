import type { IncomingMessage, ServerResponse } from "node:http";
import { NEXT_AUTH_ROUTE, isNextAuthAddress } from "@/lib/auth/next-auth-addresses";
import { ENDPOINTS } from "@/lib/auth/permissions";
import { NO_SUCH_CALL } from "./errors";
import { SECURITY_HEADERS } from "./content-security-policy";

// A route answers only the methods its file exports; Next.js answers any other with an empty 405. The
// server answers those itself, before Next.js, with the JSON message every error carries and an Allow
// header, from the permission map (which a test keeps equal to the route files) and next-auth's route.

type SegmentKind = 0 | 1 | 2; // static, dynamic, catch-all: Next.js prefers them in that order

interface RouteShape {
  segments: string[];
  kinds: SegmentKind[];
  methods: Set<string>;
}

const kindOf = (segment: string): SegmentKind => (segment.startsWith("[...") ? 2 : segment.startsWith("[") ? 1 : 0);

/** The routes by their first segment (always a fixed one): a page's address is told apart at once. */
const ROUTES_BY_FIRST_SEGMENT: Map<string, RouteShape[]> = (() => {
  const byPath = new Map<string, Set<string>>([[NEXT_AUTH_ROUTE, new Set(["GET", "POST"])]]);
  for (const key of Object.keys(ENDPOINTS)) {
    const [method, path] = key.split(" ");
    byPath.set(path, (byPath.get(path) ?? new Set()).add(method));
  }
  const grouped = new Map<string, RouteShape[]>();
  for (const [path, methods] of byPath) {
    const segments = path.split("/").slice(1);
    grouped.set(segments[0], [...(grouped.get(segments[0]) ?? []), { segments, kinds: segments.map(kindOf), methods }]);
  }
  return grouped;
})();

function matches(route: RouteShape, parts: string[]): boolean {
  const last = route.kinds.length - 1;
  if (route.kinds[last] === 2 ? parts.length < route.kinds.length : parts.length !== route.kinds.length) return false;
  return route.segments.every((segment, index) => route.kinds[index] !== 0 || segment === parts[index]);
}

/** Whether `a` wins over `b` when both match: the first segment where they differ decides. */
function isMoreSpecific(a: RouteShape, b: RouteShape): boolean {
  for (let index = 0; index < Math.min(a.kinds.length, b.kinds.length); index++) {
    if (a.kinds[index] !== b.kinds[index]) return a.kinds[index] < b.kinds[index];
  }
  return a.kinds.length > b.kinds.length;
}

/** The route Next.js serves `pathname` from, with the path's segments. */
function routeOf(pathname: string): { route: RouteShape; parts: string[] } | null {
  if (pathname.length > 1 && pathname.endsWith("/")) return null;
  const parts = pathname.split("/").slice(1);
  let best: RouteShape | null = null;
  for (const route of ROUTES_BY_FIRST_SEGMENT.get(parts[0]) ?? []) if (matches(route, parts) && (!best || isMoreSpecific(route, best))) best = route;
  return best && { route: best, parts };
}

/**
 * The methods the route serving `pathname` answers (HEAD with GET, and OPTIONS, as Next.js adds them);
 * null when no route handler serves it (a page, a file, an address with a trailing slash).
 */
export function allowedMethods(pathname: string): string[] | null {
  const found = routeOf(pathname);
  return found && methodsOf(found.route);
}

function methodsOf(route: RouteShape): string[] {
  const methods = new Set(route.methods);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return [...methods];
}

/** The route of addresses under /api/ that no call serves: 404 for every method. */
const NO_SUCH_CALL_ROUTE = "api/[...unknown]";

/**
 * Answers a method the request's route does not serve: 405, or 404 at an address no call serves (under
 * /api/, or under /api/auth and none of next-auth's, whose route answers 404 there to the methods it
 * takes). False when it serves it.
 */
export function refuseUnservedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? "GET";
  const pathname = (request.url ?? "/").split(/[?#]/, 1)[0];
  const found = routeOf(pathname);
  if (!found) return false;
  const allowed = methodsOf(found.route);
  if (allowed.includes(method)) return false;
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  const routePath = found.route.segments.join("/");
  const noSuchCall = routePath === NO_SUCH_CALL_ROUTE || (routePath === NEXT_AUTH_ROUTE.slice(1) && !isNextAuthAddress(found.parts.slice(2)));
  if (noSuchCall) {
    response.writeHead(404, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    response.end(JSON.stringify({ message: NO_SUCH_CALL }));
    return true;
  }
  const listed = allowed.filter((name) => name !== "HEAD" && name !== "OPTIONS");
  response.writeHead(405, { "Content-Type": "application/json", "Cache-Control": "no-store", Allow: allowed.join(", ") });
  response.end(JSON.stringify({ message: `${pathname} does not take ${method}: use ${listed.join(" or ")}.` }));
  return true;
}
