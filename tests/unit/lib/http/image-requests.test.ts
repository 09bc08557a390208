import { describe, expect, it } from "vitest";
import { isPlainImagePath } from "@/lib/http/image-requests";

describe("which picture addresses the image optimizer is asked for", () => {
  it("accepts a picture's own plain path on the site", () => {
    for (const url of ["/uploads/3f9a0c1e.png", "/images/demo/lists/events-2.svg", "/images/hero.svg"]) expect(isPlainImagePath(url), url).toBe(true);
  });

  it("refuses another way of writing the same picture, which Next.js would keep under a key of its own", () => {
    for (const url of ["/z1/../uploads/3f9a0c1e.png", "/uploads/./3f9a0c1e.png", "/uploads/%33f9a0c1e.png", "/uploads/3f9a0c1e.png?v=2", "/uploads/3f9a0c1e.png#x", "//evil.example/x.png", "/\\evil.example/x.png", "uploads/x.png", "/uploads/%zz.png"]) {
      expect(isPlainImagePath(url), url).toBe(false);
    }
  });
});
