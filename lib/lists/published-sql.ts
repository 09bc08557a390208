import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The rule for what the public may see, for raw SQL: `alias` is the content_lists alias of the query.
 * Prisma queries use PUBLISHED (public-list.ts); both say the same thing.
 */
export function publishedListSql(alias: string): Prisma.Sql {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  return Prisma.raw(`${alias}.status = 'published'`);
}
