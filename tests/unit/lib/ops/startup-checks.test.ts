import { afterEach, describe, expect, it } from "vitest";
import { startupProblems } from "@/lib/ops/startup-checks";

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

const problemsWith = (siteUrl: string | undefined, env: Record<string, string | undefined>) => {
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
  return startupProblems(env);
};

const SECRET = "a-random-secret-of-forty-characters-0123";

describe("the settings checked before the server starts", () => {
  it("refuse the development sign-in on any site not addressed on this machine, saying why", () => {
    const [problem] = problemsWith("https://lists.example", { AUTH_DEV_LOGIN: "true", AUTH_SECRET: SECRET });
    expect(problem).toMatch(/AUTH_DEV_LOGIN=true/);
    expect(problem).toMatch(/SITE_URL is https:\/\/lists\.example/);
    expect(problemsWith("http://192.168.1.20:3000", { AUTH_DEV_LOGIN: "true" })).toHaveLength(1);
  });

  it("allow the development sign-in on localhost, 127.0.0.1 and ::1", () => {
    for (const site of [undefined, "http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      expect(problemsWith(site, { AUTH_DEV_LOGIN: "true", NODE_ENV: "production" }), String(site)).toEqual([]);
    }
  });

  it("require AUTH_SECRET of at least 32 characters on a public site", () => {
    expect(problemsWith("https://lists.example", {})[0]).toMatch(/AUTH_SECRET is not set/);
    expect(problemsWith("https://lists.example", { AUTH_SECRET: "short" })[0]).toMatch(/AUTH_SECRET is too short/);
    expect(problemsWith("http://lists.example", { NODE_ENV: "production" })[0]).toMatch(/AUTH_SECRET is not set/);
    expect(problemsWith("https://lists.example", { AUTH_SECRET: SECRET })).toEqual([]);
    expect(problemsWith("https://lists.example", { NEXTAUTH_SECRET: SECRET })).toEqual([]);
  });

  it("let a site on this machine start without one", () => {
    expect(problemsWith("http://localhost:3000", { NODE_ENV: "production" })).toEqual([]);
    expect(problemsWith("http://lists.example", { NODE_ENV: "development" })).toEqual([]);
  });
});
