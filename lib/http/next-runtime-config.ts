// The parts of the Next.js configuration that depend on where the server runs rather than on the build:
// the build folder (NEXT_DIST_DIR) and the media bucket's public address (S3_PUBLIC_URL). next.config.ts
// uses them when building; server.ts lays them over the configuration the build recorded, so a server
// started with another build folder or bucket address uses its own and not the builder's.

interface RemotePattern {
  protocol: "http" | "https";
  hostname: string;
  port: string;
  pathname: string;
}

type Environment = Record<string, string | undefined>;

interface RuntimeNextConfig {
  distDir: string;
  images: { remotePatterns: RemotePattern[] };
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
    images: { remotePatterns: mediaRemotePatterns(env.S3_PUBLIC_URL) },
  };
}

/** The build's recorded configuration with this environment's build folder and media address. */
export function withRuntimeNextConfig<Config extends { images?: object }>(recorded: Config, env: Environment = process.env) {
  const runtime = runtimeNextConfig(env);
  return { ...recorded, distDir: runtime.distDir, images: { ...recorded.images, ...runtime.images } };
}
