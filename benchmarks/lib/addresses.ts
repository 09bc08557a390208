// The public addresses a run rotates over, read from the benchmark database before the server starts
// (an embedded database can be open in one process only).
import type { Database } from "@/lib/db/client";
import { publishedListCondition } from "@/lib/lists/published-sql";

export interface Addresses {
  lists: string[];
  topics: string[];
  curators: string[];
  categorySlugs: string[];
  categoryIds: number[];
  /** A published list id, for favorites and follows. */
  listIds: number[];
  expertIds: number[];
}

export async function readAddresses(database: Database, perKind = 1_200): Promise<Addresses> {
  const lists = await database.query<{ id: number; slug: string }>(
    `SELECT id, slug FROM content_lists l WHERE ${publishedListCondition("l")} ORDER BY md5(slug) LIMIT $1`,
    [perKind],
  );
  const categories = await database.query<{ id: number; slug: string }>("SELECT id, slug FROM categories WHERE \"isVisible\" ORDER BY id");
  const experts = await database.query<{ id: number; handle: string }>("SELECT id, handle FROM experts ORDER BY md5(handle) LIMIT $1", [perKind]);
  // Each topic with its filters (sort, type, page): at least a thousand different pages at fifty topics.
  const topics: string[] = [];
  for (const page of [1, 2, 3, 4]) {
    for (const sort of ["recent", "title"]) {
      for (const type of ["all", "free", "premium"]) {
        for (const { slug } of categories) {
          const params = new URLSearchParams();
          if (sort !== "recent") params.set("sort", sort);
          if (type !== "all") params.set("type", type);
          if (page > 1) params.set("page", String(page));
          topics.push(`/topics/${slug}${params.size ? `?${params}` : ""}`);
        }
      }
    }
  }
  return {
    lists: lists.map((row) => `/lists/${row.slug}`),
    topics: topics.slice(0, perKind),
    curators: experts.map((row) => `/curators/${row.handle}`),
    categorySlugs: categories.map((row) => row.slug),
    categoryIds: categories.map((row) => row.id),
    listIds: lists.map((row) => row.id),
    expertIds: experts.map((row) => row.id),
  };
}

/** A staff account for admin timings, made admin in the database before the server starts. */
export async function ensureAdmin(database: Database, email: string) {
  await database.prisma.user.upsert({
    where: { email },
    create: { email, firstName: "Bench", lastName: "Admin", role: "admin" },
    update: { role: "admin" },
  });
}
