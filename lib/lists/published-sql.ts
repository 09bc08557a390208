import { Prisma } from "@/lib/generated/prisma/client";

// The one rule for what the public may see. Prisma queries spread PUBLISHED into their `where`; raw SQL
// (the search, feeds of ids, benchmarks' address lists) takes its condition from publishedListCondition,
// which is written from the same object, so the two cannot drift apart. The database holds no copy.
// Not "server-only": the benchmark scripts read published lists with this same condition.

/** Published lists only. Equality on columns only, so it reads the same in SQL. */
export const PUBLISHED = { status: "published" } as const satisfies Prisma.ContentListWhereInput;

/**
 * The condition as text, for `alias` (the content_lists alias of the query, or the table's name). With
 * `indexed` false each column is compared as text, which no index serves: for a query another index must
 * drive (see publishedListSql).
 */
export function publishedListCondition(alias: string, { indexed = true }: { indexed?: boolean } = {}): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  return Object.entries(PUBLISHED)
    .map(([column, value]) => `${alias}."${column}"${indexed ? "" : "::text"} = '${value}'`)
    .join(" AND ");
}

/**
 * The condition as a Prisma SQL fragment. A search passes `indexed: false`: its words' GIN index must find
 * the lists, and given the status index PostgreSQL, which does not count the cost of reading a search
 * document, would rather test every published list's document (0.9 s for "check" at 100,000 lists,
 * against 0.4 s through the GIN index).
 */
export function publishedListSql(alias: string, options?: { indexed?: boolean }): Prisma.Sql {
  return Prisma.raw(publishedListCondition(alias, options));
}
