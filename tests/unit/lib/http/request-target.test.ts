import { describe, expect, it } from "vitest";
import { hasDecodablePath } from "@/lib/http/request-target";

describe("paths the server hands to the router", () => {
  it("accepts ordinary and correctly encoded paths, whatever the query holds", () => {
    for (const url of ["/", "/lists/packing-list", "/search?q=%E0%A4", "/topics/caf%C3%A9", "/api/public/content-lists/a%20b#x%"]) {
      expect(hasDecodablePath(url), url).toBe(true);
    }
  });

  it("refuses broken percent-escapes and encoded NUL bytes in the path", () => {
    for (const url of ["/api/public/content-lists/%E0%A4%A", "/lists/%", "/lists/%zz", "/curators/%C0", "/lists/a%00b"]) {
      expect(hasDecodablePath(url), url).toBe(false);
    }
  });
});
