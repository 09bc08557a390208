// The parts of the Next.js configuration that depend on where the server runs rather than on the build:
// the build folder (NEXT_DIST_DIR), the media bucket's public address (S3_PUBLIC_URL) and the resized
// images' disk budget (IMAGE_CACHE_MB). next.config.ts
// reads them where it is evaluated: at build time, and again when server.ts starts (it compiles
// next.config.ts in), so a server started with another build folder or bucket address uses its own.

interface RemotePattern {
  protocol: "http" | "https";
  hostname: string;
  port: string;
  pathname: string;
}

type Environment = Record<string, string | undefined>;

interface RuntimeNextConfig {
  distDir: string;
  images: { remotePatterns: RemotePattern[]; maximumDiskCacheSize: number };
}

const DEFAULT_IMAGE_CACHE_MB = 256;

/** IMAGE_CACHE_MB: a whole number of megabytes (0 keeps no resized image); anything else reads as the default. */
function imageCacheBytes(value: string | undefined): number {
  const megabytes = Number(value ?? "");
  return (value?.trim() && Number.isInteger(megabytes) && megabytes >= 0 ? megabytes : DEFAULT_IMAGE_CACHE_MB) * 1_000_000;
}

/** Uploaded media is served at /uploads (a local path next/image accepts as is), or from the bucket's public address. */
function mediaRemotePatterns(publicUrl: string | undefined): RemotePattern[] {
  const base = publicUrl?.replace(/\/+$/, "");
  if (!base) return [];
  const url = new URL(`${base}/**`);
  return [{ protocol: url.protocol === "http:" ? "http" : "https", hostname: url.hostname, port: url.port, pathname: url.pathname }];
}

export function runtimeNextConfig(env: Environment = process.env): RuntimeNextConfig {
  return {
    // Lets several builds of one checkout live side by side (parallel development, CI experiments).
    distDir: env.NEXT_DIST_DIR || ".next",
    // Resized pictures are kept on disk, least recently used out first, within a budget of their own
    // (Next.js would otherwise take up to half the free disk).
    images: { remotePatterns: mediaRemotePatterns(env.S3_PUBLIC_URL), maximumDiskCacheSize: imageCacheBytes(env.IMAGE_CACHE_MB) },
  };
}
