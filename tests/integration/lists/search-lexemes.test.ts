import { beforeAll, describe, expect, it } from "vitest";
import { database, db } from "@/lib/db";
import { searchListIds } from "@/lib/lists/search";
import { MAX_PREFIX_LEXEMES } from "@/lib/lists/search-query";
import { seedDemoContent } from "@/prisma/demo-content";
import { createList } from "@/tests/support/integration/fixtures";

// Every search here must see the rows as they are now.
process.env.SEARCH_CACHE_SECONDS = "0";

beforeAll(async () => {
  await seedDemoContent(db);
});

const listsHolding = async (lexeme: string) =>
  (await database.query<{ lists: number }>("SELECT lists FROM search_lexemes WHERE lexeme = $1", [lexeme]))[0]?.lists ?? 0;

/** The published lists PostgreSQL's own prefix search finds for `q`, in id order. */
async function prefixMatches(q: string): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    `SELECT id FROM content_lists WHERE status = 'published'
       AND "searchVector" @@ to_tsquery('english', $1) ORDER BY id`,
    [q.split(" ").map((word) => `${word}:*`).join(" & ")],
  );
  return rows.map((row) => row.id);
}

describe("the lexemes a prefix is searched as", () => {
  it("count the lists whose search document holds each, through inserts, edits and deletes", async () => {
    const first = await createList({ title: "Zyzzogeton care", content: "<p>Feeding a zyzzogeton.</p>" });
    expect(await listsHolding("zyzzogeton")).toBe(1);
    const second = await createList({ title: "More zyzzogeton notes" });
    expect(await listsHolding("zyzzogeton")).toBe(2);
    await db.contentList.update({ where: { id: first.id }, data: { title: "Beetle care", content: "<p>Feeding a beetle.</p>" } });
    expect(await listsHolding("zyzzogeton")).toBe(1);
    await db.contentList.delete({ where: { id: second.id } });
    expect(await listsHolding("zyzzogeton")).toBe(0);
  });

  it("find exactly what the prefix finds, for short and long prefixes, hyphenated words and several words", async () => {
    const [{ count }] = await database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM search_lexemes WHERE lexeme LIKE 'c%'",
    );
    expect(count, "the demo content has more lexemes starting with c than a prefix is listed as").toBeGreaterThan(MAX_PREFIX_LEXEMES);
    for (const q of ["c", "che", "check", "checklist", "wedd", "plan", "carry", "meal prep", "pack light", "sunscr"]) {
      const found = await searchListIds({ q, limit: 100 });
      expect([...found.ids].sort((a, b) => a - b), q).toEqual(await prefixMatches(q));
    }
  });

  it("follow a write: a word a new list brings is found by its prefix at once", async () => {
    expect((await searchListIds({ q: "quokkaberr" })).total).toBe(0);
    const list = await createList({ title: "Quokkaberry jam", content: "<p>Quokkaberries, picked ripe.</p>" });
    expect((await searchListIds({ q: "quokkaberr" })).ids).toEqual([list.id]);
  });
});
