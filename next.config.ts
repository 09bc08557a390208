import path from "node:path";
import type { NextConfig } from "next";
import { SECURITY_HEADERS, publicContentSecurityPolicy } from "./lib/http/content-security-policy";
import { runtimeNextConfig } from "./lib/http/next-runtime-config";

const { distDir, images } = runtimeNextConfig();

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and extension files relative to its own module; bundling breaks that,
  // so these load from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter"],
  poweredByHeader: false,
  // Next.js's page and data cache is the site's own (lib/cache/page-cache.ts, through this documented
  // handler): bounded, tagged, in memory and on disk. Next.js's in-memory copy would be a second one.
  cacheHandler: path.join(process.cwd(), "lib", "cache", "next-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  experimental: {
    // Unknown addresses and missing lists, topics and curators get app/global-not-found.tsx, which reads
    // the request; app/not-found.tsx then reads nothing, so the public pages can be served from cache.
    globalNotFound: true,
    // Each route's server code loads on its first request instead of all at start: the admin panel's
    // and every API route's code stays out of memory on a server that never serves them.
    preloadEntriesOnStart: false,
  },
  images,
  // server.ts compresses, at faster settings than Next's (lib/http/response-compression.ts).
  compress: false,
  distDir,
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // The admin panel and signed-in pages (the staff preview among them) get their nonce-based policy from
      // proxy.ts; uploaded files keep the sandboxing policy they are served with (lib/media/serve.ts).
      { source: "/((?!(?:admin|profile|preview)(?:/|$)|uploads/).*)", headers: [{ key: "Content-Security-Policy", value: publicContentSecurityPolicy() }] },
    ];
  },
};

export default nextConfig;
