import { describe, expect, it } from "vitest";
import { memoryStore } from "@/lib/cache/store";
import { sanitizeListContent } from "@/lib/lists/safe-content";
import { sanitizeRichText } from "@/lib/sanitize";

describe("sanitizeListContent", () => {
  it("answers what the sanitizer answers, the first time and from what it remembers", () => {
    const safe = "<h2>Packing</h2><ul><li>Passport</li><li>Charger &amp; adapter</li></ul>";
    const unsafe = '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)">';
    for (let round = 0; round < 2; round++) {
      expect(sanitizeListContent(safe)).toBe(sanitizeRichText(safe));
      expect(sanitizeListContent(unsafe)).toBe(sanitizeRichText(unsafe));
      expect(sanitizeListContent(unsafe)).not.toContain("script");
      expect(sanitizeListContent(unsafe)).not.toContain("onerror");
    }
  });

  it("never answers one body's verdict for another, however alike", () => {
    const bodies = ["<p>a</p>", "<p>a</p> ", '<p>a</p><a href="javascript:alert(1)">x</a>', "<p>b</p>"];
    for (const body of bodies) sanitizeListContent(body);
    for (const body of bodies) expect(sanitizeListContent(body)).toBe(sanitizeRichText(body));
    memoryStore().invalidate(["all"]);
    for (const body of bodies) expect(sanitizeListContent(body)).toBe(sanitizeRichText(body));
  });
});
