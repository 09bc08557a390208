import type { NextConfig } from "next";
import { SECURITY_HEADERS, contentSecurityPolicy } from "./lib/http/content-security-policy";

const publicPolicy = () =>
  contentSecurityPolicy({
    development: process.env.NODE_ENV === "development",
    https: (process.env.SITE_URL ?? "").startsWith("https://"),
  });

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and extension files relative to its own module; bundling breaks that,
  // so these load from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter"],
  poweredByHeader: false,
  // gzip costs 5-10 ms of CPU per 270 KB search answer; behind a proxy or CDN that compresses (the usual
  // production setup), HTTP_COMPRESSION=off leaves it to them. Read when the server starts.
  compress: process.env.HTTP_COMPRESSION !== "off",
  // Lets several builds of one checkout live side by side (parallel development, CI experiments).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // The admin panel and signed-in pages get their nonce-based policy from proxy.ts.
      { source: "/((?!admin|profile).*)", headers: [{ key: "Content-Security-Policy", value: publicPolicy() }] },
    ];
  },
};

export default nextConfig;
