import { describe, expectTypeOf, it } from "vitest";
import type { JsonAnswer, Jsonify } from "@/lib/json-types";

// Checked by the type check (tsc --noEmit), which fails when the mapping changes.
describe("Jsonify", () => {
  it("turns dates into ISO text at any depth and keeps the rest of the shape", () => {
    type Row = { id: number; createdAt: Date; publishedAt: Date | null; tags: string[]; author: { name: string; joinedAt: Date } };
    expectTypeOf<Jsonify<Row>>().toEqualTypeOf<{ id: number; createdAt: string; publishedAt: string | null; tags: string[]; author: { name: string; joinedAt: string } }>();
  });

  it("reads a data-layer function's answer as the browser receives it", () => {
    type FindRows = () => Promise<{ id: number; updatedAt: Date }[]>;
    expectTypeOf<JsonAnswer<FindRows>>().toEqualTypeOf<{ id: number; updatedAt: string }[]>();
  });
});
