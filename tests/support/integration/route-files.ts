import { readdirSync } from "node:fs";
import path from "node:path";
import type { RouteHandler } from "@/lib/http/route";

const APP_DIR = path.resolve("app");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export interface RouteFile {
  /** The address as the router names it: /api/favorites/[id] (route groups dropped). */
  path: string;
  file: string;
}

/** Every route handler file under app/, found on disk, so a new route cannot escape the tests. */
export function routeFiles(): RouteFile[] {
  const found: RouteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.tsx?$/.test(entry.name)) {
        const segments = path.relative(APP_DIR, dir).split(path.sep).filter((segment) => !/^\(.*\)$/.test(segment));
        found.push({ path: `/${segments.join("/")}`, file: full });
      }
    }
  };
  walk(APP_DIR);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

export interface RouteMethod {
  key: string;
  method: string;
  path: string;
  handler: RouteHandler;
}

/** next-auth answers its own endpoints with its own checks (CSRF token included). */
export const OWN_CHECKS = new Set(["/api/auth/[...nextauth]"]);

/** Each exported method of every route file (next-auth's own excepted), with its handler. */
export async function routeMethods(): Promise<RouteMethod[]> {
  const methods: RouteMethod[] = [];
  for (const route of routeFiles()) {
    if (OWN_CHECKS.has(route.path)) continue;
    const exports = (await import(route.file)) as Record<string, unknown>;
    for (const method of METHODS) {
      const handler = exports[method];
      if (typeof handler === "function") methods.push({ key: `${method} ${route.path}`, method, path: route.path, handler: handler as RouteHandler });
    }
  }
  return methods;
}

/** An address for a route path, with every dynamic segment filled by `value`. */
export function samplePath(routePath: string, value = "1"): string {
  return routePath.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, value);
}

/** The dynamic segments of a route path filled with `value`, as Next passes them to the handler. */
export function sampleParams(routePath: string, value = "1"): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const match of routePath.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)) params[match[2]] = match[1] ? [value] : value;
  return params;
}
