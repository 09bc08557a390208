import { describe, expect, it } from "vitest";
import { safeCallbackPath, sameOriginPath } from "@/lib/auth/callback-url";

const SITE = "https://site.example";

/** Where a browser on the site would land when sent to `path`. */
const landsOn = (path: string) => new URL(path, `${SITE}/signin`).origin;

const HOSTILE = [
  "https://evil.example/",
  "http://evil.example",
  "HTTPS://evil.example",
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/..//evil.example",
  "/../..//evil.example",
  "/a/..//evil.example",
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/%2e//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  " //evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "/javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "http:evil.example",
  "http:/evil.example",
  "evil.example",
  "%2f%2fevil.example",
  "/%0d%0aLocation:%20https://evil.example",
  "/\u0000//evil.example",
  "/\u2028//evil.example",
];

describe("where sign-in and back links may lead", () => {
  it.each(HOSTILE)("keeps %j on the site", (value) => {
    const path = safeCallbackPath(value);
    expect(path.startsWith("/")).toBe(true);
    expect(path.startsWith("//")).toBe(false);
    expect(landsOn(path)).toBe(SITE);
  });

  it("keeps ordinary paths on the site as they are, query and fragment included", () => {
    expect(safeCallbackPath("/lists/packing?tab=1#top")).toBe("/lists/packing?tab=1#top");
    expect(safeCallbackPath("/admin/content")).toBe("/admin/content");
    expect(safeCallbackPath("/topics/travel/../health")).toBe("/topics/health");
  });

  it("falls back to the home page for anything that is not a string path", () => {
    for (const value of [undefined, null, 42, {}, ["/admin"], "", "   "]) expect(safeCallbackPath(value)).toBe("/");
  });

  it("accepts an absolute address only on the site's own origin", () => {
    expect(sameOriginPath(`${SITE}/profile?tab=following`, SITE)).toBe("/profile?tab=following");
    expect(sameOriginPath(`${SITE}/..//evil.example`, SITE)).toBe("/");
    expect(sameOriginPath("https://evil.example/profile", SITE)).toBeNull();
    expect(sameOriginPath("https://site.example.evil.example/", SITE)).toBeNull();
    expect(sameOriginPath("not a url", SITE)).toBeNull();
  });
});
