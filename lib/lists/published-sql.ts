import { Prisma } from "@/lib/generated/prisma/client";

// The one rule for what the public may see. Prisma queries spread PUBLISHED into their `where`; raw SQL
// (the search, feeds of ids, benchmarks' address lists) takes its condition from publishedListCondition,
// which is written from the same object, so the two cannot drift apart. The database holds no copy.
// Not "server-only": the benchmark scripts read published lists with this same condition.

/** Published lists only. Equality on columns only, so it reads the same in SQL. */
export const PUBLISHED = { status: "published" } as const satisfies Prisma.ContentListWhereInput;

/** The condition as text, for `alias` (the content_lists alias of the query, or the table's name). */
export function publishedListCondition(alias: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  return Object.entries(PUBLISHED)
    .map(([column, value]) => `${alias}."${column}" = '${value}'`)
    .join(" AND ");
}

/** The condition as a Prisma SQL fragment. */
export function publishedListSql(alias: string): Prisma.Sql {
  return Prisma.raw(publishedListCondition(alias));
}
