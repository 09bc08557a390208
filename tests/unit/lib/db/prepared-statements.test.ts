import { describe, expect, it } from "vitest";
import { preparedStatementNames } from "@/lib/db/client";

describe("names of Prisma's prepared statements", () => {
  it("gives a text the same name every time, and different texts different names", () => {
    const name = preparedStatementNames();
    const first = name({ sql: 'SELECT "id" FROM "content_lists" WHERE "slug" = $1' });
    expect(first).toMatch(/^q_[0-9a-f]{20}$/);
    expect(name({ sql: 'SELECT "id" FROM "content_lists" WHERE "slug" = $1' })).toBe(first);
    expect(name({ sql: 'SELECT "id" FROM "experts" WHERE "handle" = $1' })).not.toBe(first);
  });

  it("names only the first texts up to its bound, so a connection never keeps more statements than that", () => {
    const name = preparedStatementNames(2);
    const a = name({ sql: "SELECT 1" });
    const b = name({ sql: "SELECT 2" });
    expect(name({ sql: "SELECT 3" })).toBe("");
    expect([name({ sql: "SELECT 1" }), name({ sql: "SELECT 2" })]).toEqual([a, b]);
    expect(preparedStatementNames()({ sql: `SELECT ${"1, ".repeat(10_000)}1` })).toBe("");
  });
});
