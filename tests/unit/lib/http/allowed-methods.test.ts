import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "@/lib/auth/permissions";
import { allowedMethods } from "@/lib/http/allowed-methods";

const sorted = (methods: string[] | null) => methods && [...methods].sort();

describe("the methods a route serves", () => {
  it("are those its file exports, with HEAD beside GET and OPTIONS always", () => {
    expect(sorted(allowedMethods("/api/public/categories"))).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(sorted(allowedMethods("/api/admin/publish"))).toEqual(["OPTIONS", "POST"]);
    expect(sorted(allowedMethods("/api/admin/content-lists/12"))).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH"]);
  });

  it("come from the route Next.js picks: a fixed segment before a parameter, a parameter before a catch-all", () => {
    expect(sorted(allowedMethods("/api/admin/categories/reorder"))).toEqual(sorted(methodsOf("/api/admin/categories/reorder")));
    expect(sorted(allowedMethods("/api/admin/categories/7"))).toEqual(sorted(methodsOf("/api/admin/categories/[id]")));
    expect(sorted(allowedMethods("/api/no/such/call"))).toEqual(sorted(methodsOf("/api/[...unknown]")));
    expect(sorted(allowedMethods("/uploads/a/b.png"))).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(sorted(allowedMethods("/api/auth/session"))).toEqual(["GET", "HEAD", "OPTIONS", "POST"]);
    expect(sorted(allowedMethods("/api/auth/user"))).toEqual(sorted(methodsOf("/api/auth/user")));
  });

  it("are not decided here for pages, files or addresses Next.js redirects", () => {
    for (const path of ["/", "/lists/some-list", "/topics/travel", "/api", "/api/public/categories/", "/lists/x/opengraph-image-1a2b"]) {
      expect(allowedMethods(path), path).toBeNull();
    }
  });

  it("leave every endpoint of the permission map callable at its own address", () => {
    for (const key of Object.keys(ENDPOINTS)) {
      const [method, path] = key.split(" ");
      const address = path.replace(/\[\.\.\.[^\]]+\]/, "a/b").replace(/\[[^\]]+\]/g, "1");
      expect(allowedMethods(address), key).toContain(method);
    }
  });
});

function methodsOf(path: string): string[] {
  const methods = Object.keys(ENDPOINTS)
    .filter((key) => key.split(" ")[1] === path)
    .map((key) => key.split(" ")[0]);
  return [...new Set([...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"])];
}
