import { describe, expect, it } from "vitest";
import { isResizable } from "@/lib/media/image-src";

describe("isResizable", () => {
  it("resizes pictures served by the site itself", () => {
    expect(isResizable("/uploads/3f2a9c.jpg")).toBe(true);
    expect(isResizable("/images/hero.svg")).toBe(true);
  });

  it("leaves pictures on other hosts alone, so the server never fetches from outside", () => {
    expect(isResizable("https://images.example.com/a.jpg")).toBe(false);
    expect(isResizable("//images.example.com/a.jpg")).toBe(false);
    expect(isResizable("/\\images.example.com/a.jpg")).toBe(false);
    expect(isResizable("data:image/png;base64,AAAA")).toBe(false);
  });

  it("leaves alone a path a browser reads as another host: a backslash, or a tab or newline after the slash", () => {
    for (const src of ["/\\images.example.com/a.jpg", "/\t/images.example.com/a.jpg", "/\n/images.example.com/a.jpg", "/uploads\\a.jpg"]) {
      expect(isResizable(src), JSON.stringify(src)).toBe(false);
    }
  });
});
