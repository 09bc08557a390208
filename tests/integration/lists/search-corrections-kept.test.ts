import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dropCachedTags } from "@/lib/cache/drop-tags";
import { cacheTags } from "@/lib/cache/tags";
import { database } from "@/lib/db";
import { findCorrections } from "@/lib/lists/search-corrections";
import { openTestDatabase } from "@/tests/support/integration/users";
import { createList } from "@/tests/support/integration/fixtures";

// Corrections are kept in memory here, as on a running site.
process.env.SEARCH_CACHE_SECONDS = "30";

beforeAll(async () => {
  await openTestDatabase();
  await createList({ title: "Birthday balloons", content: "<p>Balloons for a birthday party.</p>" });
});

afterEach(() => vi.restoreAllMocks());

describe("kept spelling corrections", () => {
  it("answers a word corrected before from memory", async () => {
    expect((await findCorrections(["birthdya"])).get("birthdya")?.word).toBe("birthday");
    const asked = vi.spyOn(database, "query");
    expect((await findCorrections(["birthdya"])).get("birthdya")?.word).toBe("birthday");
    expect(asked).not.toHaveBeenCalled();
  });

  it("never keeps a correction worked out while a write to the lists committed, which it may not know of", async () => {
    const query = database.query.bind(database);
    vi.spyOn(database, "query").mockImplementationOnce(async (...args: Parameters<typeof database.query>) => {
      const rows = await query(...args);
      dropCachedTags([cacheTags.lists]); // another request's edit, committed while the words were read
      return rows;
    });
    expect((await findCorrections(["balloosn"])).get("balloosn")?.word).toBe("balloons");
    vi.restoreAllMocks();
    const asked = vi.spyOn(database, "query");
    await findCorrections(["balloosn"]);
    expect(asked).toHaveBeenCalled();
  });
});
