// The names public reads are cached under. Every cached read carries ALL plus the tags of what it shows;
// every write names the tags of what it changed, so the next request renders it fresh.
export const ALL = "all";

export const cacheTags = {
  all: ALL,
  /** Anything that lists lists: home, trending, feeds, sitemaps, searches. */
  lists: "lists",
  list: (id: number) => `list:${id}`,
  /** A list address: lets a cached "not found" for a slug clear when a list takes that slug. */
  listSlug: (slug: string) => `list-slug:${slug}`,
  /** The category bar, the chips and category pages' own fields. */
  categories: "categories",
  category: (id: number) => `category:${id}`,
  categorySlug: (slug: string) => `category-slug:${slug}`,
  /**
   * A category's best-scored lists, from which a list page of that category picks the lists to read next:
   * named by a change to a list that ranks among them before or after it (lib/lists/related-pools.ts).
   */
  categoryLeaders: (id: number) => `category-leaders:${id}`,
  experts: "experts",
  expert: (id: number) => `expert:${id}`,
  expertHandle: (handle: string) => `expert-handle:${handle}`,
  /** A curator's best-scored lists, which a list page falls back on when its category has too few. */
  expertLeaders: (id: number) => `expert-leaders:${id}`,
  settings: "settings",
  theme: "theme",
} as const;

/**
 * Next.js gives every page a tag per path segment ("_N_T_/lists/some-list"), for revalidatePath. The site
 * never calls it: pages name what they show with the tags above, so the caches index only those.
 */
export const isPathTag = (tag: string) => tag.startsWith("_N_T_");
