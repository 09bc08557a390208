import { describe, expect, it } from "vitest";
import { webHeaders } from "@/lib/http/web-headers";

describe("webHeaders", () => {
  it("carries every header, repeated ones joined as web Headers join them", () => {
    const headers = webHeaders({ headers: { host: "lists.example", accept: "application/json", "x-forwarded-for": ["203.0.113.7", "198.51.100.2"] } });
    expect(headers.get("host")).toBe("lists.example");
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("x-forwarded-for")).toBe("203.0.113.7, 198.51.100.2");
  });

  it("leaves out a value web Headers cannot hold instead of throwing, and keeps the rest", () => {
    const headers = webHeaders({ headers: { "x-broken": "a\nb", "x-also-broken": ["ok", "c\u0000d"], referer: "http://lists.example/" } });
    expect(headers.has("x-broken")).toBe(false);
    expect(headers.get("x-also-broken")).toBe("ok");
    expect(headers.get("referer")).toBe("http://lists.example/");
  });

  it("skips headers Node reports as undefined", () => {
    expect([...webHeaders({ headers: { "x-missing": undefined } }).keys()]).toEqual([]);
  });
});
