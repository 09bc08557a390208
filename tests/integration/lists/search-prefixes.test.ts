import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { searchListIds } from "@/lib/lists/search";
import { findPrefixQueries } from "@/lib/lists/search-prefixes";
import { seedDemoContent } from "@/prisma/demo-content";
import { createList } from "@/tests/support/integration/fixtures";

// Every search here must see the rows as they are now.
process.env.SEARCH_CACHE_SECONDS = "0";

beforeAll(async () => {
  await seedDemoContent(db);
});

/** The prefixes among `prefixes` whose written form finds other lists than to_tsquery's prefix does. */
async function prefixesFindingOtherLists(prefixes: string[]): Promise<string[]> {
  const written = await findPrefixQueries(prefixes);
  const rows = await db.$queryRaw<{ word: string }[]>`
    SELECT p.word FROM unnest(${prefixes}::text[], ${prefixes.map((prefix) => written.get(prefix)!)}::text[]) AS p(word, query)
    WHERE (SELECT array_agg(l.id ORDER BY l.id) FROM content_lists l WHERE l."searchVector" @@ to_tsquery('english', p.word || ':*'))
      IS DISTINCT FROM (SELECT array_agg(l.id ORDER BY l.id) FROM content_lists l WHERE l."searchVector" @@ p.query::tsquery)`;
  return rows.map((row) => row.word);
}

describe("a typed prefix written as the words it stands for", () => {
  it("finds exactly the lists the prefix finds, for prefixes of every word of the demo content", async () => {
    const words = (await db.$queryRaw<{ word: string }[]>`SELECT word FROM search_words ORDER BY word`).map((row) => row.word);
    const prefixes = [...new Set(words.flatMap((word) => [2, 3, 4, 6].filter((length) => length < word.length).map((length) => word.slice(0, length)).concat(word)))];
    expect(prefixes.length).toBeGreaterThan(500);
    expect(await prefixesFindingOtherLists([...prefixes, "2025", "5k", "check", "preparing", "the", "zzzq"])).toEqual([]);
    // Most of them were written as words, not left as prefixes.
    const written = await findPrefixQueries(prefixes);
    expect([...written.values()].filter((query) => query.startsWith("( ")).length).toBeGreaterThan(prefixes.length / 2);
  });

  it("stands for the stemmed prefix's words, nothing for a stop word, and stays a prefix past 32 words", async () => {
    const written = await findPrefixQueries(["checkpoints", "the"]);
    expect(written.get("checkpoints")).toBe("( 'checkpoint' )");
    expect(written.get("the")).toBe("");
    const [widest] = await db.$queryRaw<{ letter: string; lexemes: number }[]>`
      SELECT left(lexeme, 1) AS letter, count(*)::int AS lexemes FROM search_lexemes
      WHERE to_tsquery('english', left(lexeme, 1) || ':*')::text <> '' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`;
    expect(widest.lexemes).toBeGreaterThan(32);
    expect((await findPrefixQueries([widest.letter])).get(widest.letter)).toBe(`'${widest.letter}':*`);
  });

  it("follows the lists: a new word is found by its prefix at once, and a word no list holds any more leaves", async () => {
    const list = await createList({ title: "Zorblaxian Weekend Planner", content: "<p>Pack the zorblaxian lanterns.</p>" });
    expect(await findPrefixQueries(["zorbla"])).toEqual(new Map([["zorbla", "( 'zorblaxian' )"]]));
    expect((await searchListIds({ q: "zorbla" })).ids).toEqual([list.id]);
    await db.contentList.update({ where: { id: list.id }, data: { title: "Weekend Planner", content: "<p>Pack the lanterns.</p>" } });
    expect(await findPrefixQueries(["zorbla"])).toEqual(new Map([["zorbla", "'zorbla':*"]]));
    expect((await searchListIds({ q: "zorbla" })).ids).toEqual([]);
    const held = async (lexeme: string) => (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM search_lexemes WHERE lexeme = ${lexeme}`)[0].n;
    await db.contentList.update({ where: { id: list.id }, data: { methodology: "Tested by quuxwidgets." } });
    expect(await held("quuxwidget")).toBe(1);
    await db.contentList.delete({ where: { id: list.id } });
    expect(await held("quuxwidget")).toBe(0);
  });

  it("counts the lists holding each lexeme, as the search documents do", async () => {
    const mismatches = await db.$queryRaw<{ lexeme: string }[]>`
      SELECT coalesce(s.lexeme, d.lexeme) AS lexeme
      FROM search_lexemes s
      FULL JOIN (SELECT x.lexeme, count(*)::int AS lists FROM content_lists l CROSS JOIN LATERAL unnest(tsvector_to_array(l."searchVector")) AS x(lexeme) GROUP BY x.lexeme) d
        ON d.lexeme = s.lexeme
      WHERE s.lists IS DISTINCT FROM d.lists`;
    expect(mismatches).toEqual([]);
  });
});
