import { describe, expect, it } from "vitest";
import { publishedListCondition } from "@/lib/lists/published-sql";

describe("publishedListCondition", () => {
  it("names the published status on the given alias", () => {
    expect(publishedListCondition("l")).toBe(`l."status" = 'published'`);
  });

  it("compares as text, which no index serves, when another index must drive the query", () => {
    expect(publishedListCondition("l", { indexed: false })).toBe(`l."status"::text = 'published'`);
  });

  it("refuses an alias that is not a plain identifier", () => {
    expect(() => publishedListCondition("l; DROP TABLE x")).toThrow("Not a table alias");
  });
});
