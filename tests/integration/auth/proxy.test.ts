import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { testEnv } from "./support/env";

const setEnv = testEnv();

function visit(path: string, cookie?: string) {
  return proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookie ? { cookie } : {} }));
}

describe("the request guard (proxy.ts)", () => {
  it("runs for /admin and /profile only", () => {
    expect(config.matcher).toEqual(["/admin/:path*", "/profile/:path*"]);
  });

  it("sends a visitor without a session cookie from /profile to /", () => {
    const response = visit("/profile?tab=following");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/");
  });

  it("lets /admin through without a session cookie: the page shows its sign-in screen", () => {
    expect(visit("/admin").headers.get("location")).toBeNull();
  });

  it("gives /admin and /profile a fresh nonce-based policy without 'unsafe-inline' scripts, and hands the nonce to Next", () => {
    setEnv({ SITE_URL: "http://localhost:3000" });
    const first = visit("/profile", "next-auth.session-token=abc");
    const second = visit("/admin");
    const policies = [first, second].map((response) => response.headers.get("content-security-policy")!);
    const nonces = policies.map((policy) => policy.match(/'nonce-([^']+)'/)?.[1]);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const policy of policies) {
      const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src"))!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain("upgrade-insecure-requests");
    }
    // Next reads the policy (and so the nonce) from the forwarded request headers.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policies[0]);
  });

  it("checks the __Secure- cookie and upgrades requests when SITE_URL is https", () => {
    setEnv({ SITE_URL: "https://lists.example" });
    expect(visit("/profile", "next-auth.session-token=abc").status).toBe(307);
    const response = visit("/profile", "__Secure-next-auth.session-token=abc");
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});
