import "server-only";
import { db } from "@/lib/db";
import { pageCountOf } from "@/lib/lists/paging";
import { PUBLISHED } from "@/lib/lists/published-sql";
import { freeFilterOf, type TopicFilterKey, type TopicFilters } from "@/lib/lists/topic-filter-schema";
import { cacheArea } from "@/lib/cache/cache-area";
import { cacheTags } from "@/lib/cache/tags";

// Filter values that are well formed but name nothing: a curator no one is, a page past the last. The
// request guard treats them like malformed ones, so an invented handle or page number is not a page of
// its own. Counts are kept until the next write, like the guard's other answers.
const listCounts = cacheArea<number>("topic-list-counts", { sizeOf: () => 8, ttlMs: () => 600_000 });

export async function unusableTopicFilters(categorySlug: string, filters: TopicFilters): Promise<TopicFilterKey[]> {
  const unusable: TopicFilterKey[] = [];
  let expert = filters.expert;
  if (expert !== undefined && !(await curatorExists(expert))) {
    unusable.push("expert");
    expert = undefined;
  }
  if (filters.page > 1) {
    const key = JSON.stringify([categorySlug, expert ?? null, filters.type]);
    const total = await listCounts.remember(key, [cacheTags.lists, cacheTags.categories, cacheTags.experts], () =>
      db.contentList.count({
        where: {
          ...PUBLISHED,
          category: { slug: categorySlug, isVisible: true },
          ...(expert !== undefined && { expert: { handle: expert } }),
          ...(freeFilterOf(filters.type) !== undefined && { isFree: freeFilterOf(filters.type) }),
        },
      }),
    );
    if (filters.page > pageCountOf(total)) unusable.push("page");
  }
  return unusable;
}

const curators = cacheArea<boolean>("known-curators", { sizeOf: () => 8, ttlMs: () => 600_000 });

function curatorExists(handle: string): Promise<boolean> {
  return curators.remember(handle, [cacheTags.experts, cacheTags.expertHandle(handle)], async () => (await db.expert.findUnique({ where: { handle }, select: { id: true } })) !== null);
}
