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
});
