import { describe, expect, it } from "vitest";
import { strictTransportSecurity } from "@/lib/http/transport-security";

describe("Strict-Transport-Security", () => {
  it("is sent for a site on https, for a year and its subdomains", () => {
    expect(strictTransportSecurity("https://lists.example")).toBe("max-age=31536000; includeSubDomains");
  });

  it("is left out on plain http and when the site address is not set", () => {
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
    expect(strictTransportSecurity(undefined)).toBeNull();
  });
});
