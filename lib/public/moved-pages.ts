import "server-only";
import { db } from "@/lib/db";
import { PUBLISHED } from "@/lib/lists/public-list";
import { createTtlCache } from "@/lib/lists/ttl-cache";

/**
 * The current address of a list, topic or curator page whose old address moved (its slug or handle broke
 * the address rule and was rewritten): "/lists/new-slug" for "/lists/-old-slug-", else null.
 */
export async function movedPublicPage(pathname: string): Promise<string | null> {
  const match = /^\/(lists|topics|curators)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let oldSlug: string;
  try {
    oldSlug = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  if (oldSlug.length > 200) return null;
  const section = match[1] as Section;
  const target = await movedPages.get(`${section}/${oldSlug}`, () => currentAddress(section, oldSlug));
  return target ? `/${section}/${target}` : null;
}

type Section = "lists" | "topics" | "curators";

// Like the existence checks of missing addresses, kept until the next write clears it.
const movedPages = createTtlCache<string | null>({ name: "moved-pages", maxEntries: 10_000, ttlMs: () => 600_000 });

/** The record's slug or handle now, when the old one redirects to a record the public may see. */
async function currentAddress(section: Section, oldSlug: string): Promise<string | null> {
  const redirect = await db.addressRedirect.findUnique({ where: { section_oldSlug: { section, oldSlug } }, select: { targetId: true } });
  if (!redirect) return null;
  const id = redirect.targetId;
  switch (section) {
    case "lists":
      return (await db.contentList.findFirst({ where: { ...PUBLISHED, id }, select: { slug: true } }))?.slug ?? null;
    case "topics":
      return (await db.category.findFirst({ where: { id, isVisible: true }, select: { slug: true } }))?.slug ?? null;
    case "curators":
      return (await db.expert.findUnique({ where: { id }, select: { handle: true } }))?.handle ?? null;
  }
}
