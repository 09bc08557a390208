import { describe, expect, it } from "vitest";
import { runtimeNextConfig, withRuntimeNextConfig } from "@/lib/http/next-runtime-config";

const recorded = {
  distDir: ".next",
  poweredByHeader: false,
  images: { deviceSizes: [640, 1080], remotePatterns: [{ protocol: "https", hostname: "builder.example", port: "", pathname: "/**" }] },
};

describe("the configuration a server lays over its build's", () => {
  it("keeps rendered pages in the build folder the server was started with, not the one it was built in", () => {
    const config = withRuntimeNextConfig(recorded, { NEXT_DIST_DIR: ".e2e-empty/dist" });
    expect(config.distDir).toBe(".e2e-empty/dist");
    expect(config.poweredByHeader).toBe(false);
  });

  it("uses .next when no build folder is set", () => {
    expect(withRuntimeNextConfig(recorded, {}).distDir).toBe(".next");
  });

  it("allows images from the bucket address of the server's environment and keeps the build's other image settings", () => {
    const config = withRuntimeNextConfig(recorded, { S3_PUBLIC_URL: "https://cdn.example.com/media/" });
    expect(config.images).toEqual({
      deviceSizes: [640, 1080],
      remotePatterns: [{ protocol: "https", hostname: "cdn.example.com", port: "", pathname: "/media/**" }],
    });
  });

  it("allows no remote images when the media are served by the app", () => {
    expect(runtimeNextConfig({}).images.remotePatterns).toEqual([]);
    expect(withRuntimeNextConfig(recorded, {}).images.remotePatterns).toEqual([]);
  });

  it("keeps a plain-HTTP bucket's protocol and port", () => {
    expect(runtimeNextConfig({ S3_PUBLIC_URL: "http://127.0.0.1:9000/bucket" }).images.remotePatterns).toEqual([
      { protocol: "http", hostname: "127.0.0.1", port: "9000", pathname: "/bucket/**" },
    ]);
  });
});
