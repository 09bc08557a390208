import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

// The rule for what the public may see, for raw SQL (Prisma queries use PUBLISHED in public-list.ts, which
// says the same). Every raw query over content_lists takes its condition from here. The search's SQL
// function (migration search_performance) states it once more, inside the database.

/** The condition as text, for `alias` (the content_lists alias of the query). */
export function publishedListCondition(alias: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  return `${alias}.status = 'published'`;
}

/** The condition as a Prisma SQL fragment. */
export function publishedListSql(alias: string): Prisma.Sql {
  return Prisma.raw(publishedListCondition(alias));
}
