import { describe, expect, it } from "vitest";
import { runtimeNextConfig } from "@/lib/http/next-runtime-config";

describe("the configuration that depends on where the server runs", () => {
  it("keeps rendered pages in the build folder the server was started with", () => {
    expect(runtimeNextConfig({ NEXT_DIST_DIR: ".e2e-empty/dist" }).distDir).toBe(".e2e-empty/dist");
  });

  it("uses .next when no build folder is set", () => {
    expect(runtimeNextConfig({}).distDir).toBe(".next");
  });

  it("allows images from the bucket address of the server's environment", () => {
    expect(runtimeNextConfig({ S3_PUBLIC_URL: "https://cdn.example.com/media/" }).images.remotePatterns).toEqual([
      { protocol: "https", hostname: "cdn.example.com", port: "", pathname: "/media/**" },
    ]);
  });

  it("keeps resized images within IMAGE_CACHE_MB on disk, 256 MB unless set to a whole number", () => {
    expect(runtimeNextConfig({}).images.maximumDiskCacheSize).toBe(256_000_000);
    expect(runtimeNextConfig({ IMAGE_CACHE_MB: "1024" }).images.maximumDiskCacheSize).toBe(1_024_000_000);
    expect(runtimeNextConfig({ IMAGE_CACHE_MB: "0" }).images.maximumDiskCacheSize).toBe(0);
    for (const value of ["", "lots", "-5", "1.5"]) expect(runtimeNextConfig({ IMAGE_CACHE_MB: value }).images.maximumDiskCacheSize, value).toBe(256_000_000);
  });

  it("allows no remote images when the media are served by the app", () => {
    expect(runtimeNextConfig({}).images.remotePatterns).toEqual([]);
  });

  it("keeps a plain-HTTP bucket's protocol and port", () => {
    expect(runtimeNextConfig({ S3_PUBLIC_URL: "http://127.0.0.1:9000/bucket" }).images.remotePatterns).toEqual([
      { protocol: "http", hostname: "127.0.0.1", port: "9000", pathname: "/bucket/**" },
    ]);
  });
});
