import "server-only";
import { findVisibleCategoryBySlug } from "@/lib/categories/queries";
import { database } from "@/lib/db";
import { publishedListCondition } from "@/lib/lists/published-sql";
import { cacheArea } from "@/lib/cache/cache-area";
import { cacheTags } from "@/lib/cache/tags";
import { isHandle, isSlug } from "@/lib/validation/primitives";

/** The public pages addressed by a slug or handle: the not-found screen each needs. */
const SECTIONS = { lists: "list", topics: "topic", curators: "curator" } as const;

export type MissingPageKind = (typeof SECTIONS)[keyof typeof SECTIONS];

/** The request header proxy.ts sets when it sends a request to the not-found page. */
export const MISSING_PAGE_HEADER = "x-missing-page";

/**
 * Which not-found screen a public detail address needs: "list" for /lists/x when no published list has
 * that slug, "topic" and "curator" likewise; null when the page exists or the address is not one of them.
 */
export async function missingPublicPage(pathname: string): Promise<MissingPageKind | null> {
  const match = /^\/(lists|topics|curators)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const section = match[1] as keyof typeof SECTIONS;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]);
  } catch {
    return SECTIONS[section];
  }
  const follows = section === "curators" ? isHandle : isSlug;
  if (!follows(slug) || !(await knownPages.remember(`${section}/${slug}`, EXISTENCE_TAGS[section](slug), () => exists(section, slug)))) return SECTIONS[section];
  return null;
}

// The request guard answers from memory: whether an address exists is looked up once, then kept until a
// write to that kind of thing (on any instance), so a view, found or not, runs no query. The ten minutes
// are a backstop only.
const knownPages = cacheArea<boolean>("known-pages", { sizeOf: () => 8, ttlMs: () => 600_000 });
const EXISTENCE_TAGS: Record<keyof typeof SECTIONS, (slug: string) => string[]> = {
  lists: (slug) => [cacheTags.lists, cacheTags.listSlug(slug)],
  topics: (slug) => [cacheTags.categories, cacheTags.categorySlug(slug)],
  curators: (handle) => [cacheTags.experts, cacheTags.expertHandle(handle)],
};

// Existence only: the pages' own readers fetch whole lists and profiles. Lists and curators are asked for
// in SQL of their own, prepared once per connection: every first view of a page asks, and a Prisma query
// costs the server several times the CPU of the same statement sent as it is.
const LIST_EXISTS = `SELECT 1 FROM content_lists l WHERE l.slug = $1 AND ${publishedListCondition("l")} LIMIT 1`;
const CURATOR_EXISTS = "SELECT 1 FROM experts WHERE handle = $1";

async function exists(section: keyof typeof SECTIONS, slug: string): Promise<boolean> {
  switch (section) {
    case "lists":
      return (await database.query(LIST_EXISTS, [slug], { prepared: true })).length > 0;
    case "topics":
      return (await findVisibleCategoryBySlug(slug)) !== null;
    case "curators":
      return (await database.query(CURATOR_EXISTS, [slug], { prepared: true })).length > 0;
  }
}
