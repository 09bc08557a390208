import { beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS } from "@/lib/auth/permissions";
import { routeMethods, type RouteMethod } from "@/tests/support/integration/route-files";

let methods: RouteMethod[];
beforeAll(async () => {
  methods = await routeMethods();
});

describe("the permission map", () => {
  it("names every route handler on disk, under the handler's own method and path", () => {
    for (const { key, handler } of methods) {
      expect(handler.endpoint, `${key} must go through route("${key}", ...)`).toBe(key);
      expect(Object.hasOwn(ENDPOINTS, key), `${key} is missing from ENDPOINTS`).toBe(true);
    }
  });

  it("names nothing that does not exist", () => {
    const existing = new Set(methods.map((method) => method.key));
    expect(Object.keys(ENDPOINTS).filter((key) => !existing.has(key))).toEqual([]);
  });
});
