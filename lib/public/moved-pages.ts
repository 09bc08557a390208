import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PUBLISHED } from "@/lib/lists/public-list";
import { cacheArea } from "@/lib/cache/cache-area";
import { cacheTags } from "@/lib/cache/tags";

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
  const target = await movedPages.remember(`${section}/${oldSlug}`, MOVED_TAGS[section], () => currentAddress(section, oldSlug));
  return target ? `/${section}/${target}` : null;
}

type Section = "lists" | "topics" | "curators";

/**
 * After a write changed a list's slug, a topic's slug or a curator's handle, the old address leads to the
 * record (a 308 while the public may see it), so links and bookmarks keep working; the newest move of an
 * address wins. The write's own tags (`lists`, `categories`, `experts`) drop the kept answers.
 */
export async function keepOldAddress(tx: Prisma.TransactionClient, section: Section, targetId: number, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  const key = { section, oldSlug };
  await tx.addressRedirect.upsert({ where: { section_oldSlug: key }, create: { ...key, targetId }, update: { targetId } });
}

// Like the existence checks of missing addresses, kept until a write to that kind of thing.
const movedPages = cacheArea<string | null>("moved-pages", { sizeOf: (target) => 16 + (target?.length ?? 0) * 2, ttlMs: () => 600_000 });
const MOVED_TAGS: Record<Section, string[]> = { lists: [cacheTags.lists], topics: [cacheTags.categories], curators: [cacheTags.experts] };

/**
 * The record's slug or handle now, when the old one redirects to a record the public may see. An address
 * a record holds now (a draft or a hidden topic included) is that record's, never a way to another one.
 */
async function currentAddress(section: Section, oldSlug: string): Promise<string | null> {
  const redirect = await db.addressRedirect.findUnique({ where: { section_oldSlug: { section, oldSlug } }, select: { targetId: true } });
  if (!redirect || (await isHeldNow(section, oldSlug))) return null;
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

async function isHeldNow(section: Section, slug: string): Promise<boolean> {
  switch (section) {
    case "lists":
      return (await db.contentList.count({ where: { slug } })) > 0;
    case "topics":
      return (await db.category.count({ where: { slug } })) > 0;
    case "curators":
      return (await db.expert.count({ where: { handle: slug } })) > 0;
  }
}
