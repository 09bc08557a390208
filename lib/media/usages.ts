import "server-only";
import sanitizeHtml from "sanitize-html";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sanitizeRichText } from "@/lib/sanitize";
import { literally } from "@/lib/db/literal-pattern";

/**
 * Where a file is in use: lists (featured image or body), experts (photo) and the site's hero image, live
 * or saved for publishing (publishing would otherwise bring back a file that is gone).
 */
export interface MediaUsages {
  lists: { id: number; title: string; slug: string; asImage: boolean; inContent: boolean }[];
  experts: { id: number; name: string; handle: string }[];
  settings: { id: number }[];
  pendingHero: boolean;
}

/** The addresses a file is known by: itself and each resized copy. */
export function mediaUrls(file: { url: string; variants: unknown }): string[] {
  const variants = Array.isArray(file.variants) ? file.variants : [];
  const variantUrls = variants.map((variant: { url?: unknown }) => variant?.url).filter((url): url is string => typeof url === "string");
  return [file.url, ...variantUrls];
}

/**
 * Whether an address as stored (a path, a full address on any host, with a query or a fragment) names one
 * of the file's addresses. File names are generated and unique, so the path alone decides.
 */
export function refersToFile(address: string | null | undefined, urls: string[]): boolean {
  if (!address) return false;
  try {
    return urls.includes(new URL(address, "http://site.invalid").pathname);
  } catch {
    return false;
  }
}

export async function findMediaUsages(tx: Prisma.TransactionClient, urls: string[]): Promise<MediaUsages> {
  const mentions = (field: string) => urls.map((url) => ({ [field]: { contains: literally(url) } }));
  const [lists, experts, settings, pendingSettings] = await Promise.all([
    tx.contentList.findMany({
      where: { OR: [...mentions("imageUrl"), ...mentions("content")] },
      select: { id: true, title: true, slug: true, imageUrl: true, content: true },
      orderBy: { id: "asc" },
    }),
    tx.expert.findMany({ where: { OR: mentions("imageUrl") }, select: { id: true, name: true, handle: true, imageUrl: true }, orderBy: { id: "asc" } }),
    tx.siteSettings.findMany({ where: { OR: mentions("heroImageUrl") }, select: { id: true, heroImageUrl: true } }),
    tx.pendingChange.findUnique({ where: { key: "settings" }, select: { data: true } }),
  ]);
  const pendingHero = (pendingSettings?.data as { heroImageUrl?: unknown } | null | undefined)?.heroImageUrl;
  return {
    lists: lists
      .map((list) => ({
        id: list.id,
        title: list.title,
        slug: list.slug,
        asImage: refersToFile(list.imageUrl, urls),
        inContent: urls.some((url) => list.content.includes(url)),
      }))
      .filter((list) => list.asImage || list.inContent),
    experts: experts.filter((expert) => refersToFile(expert.imageUrl, urls)).map(({ id, name, handle }) => ({ id, name, handle })),
    settings: settings.filter((row) => refersToFile(row.heroImageUrl, urls)).map(({ id }) => ({ id })),
    pendingHero: typeof pendingHero === "string" && refersToFile(pendingHero, urls),
  };
}

const usedAsHero = (usages: MediaUsages) => usages.settings.length > 0 || usages.pendingHero;

export const isUnused = (usages: MediaUsages) => usages.lists.length + usages.experts.length === 0 && !usedAsHero(usages);

const MAX_NAMED = 5;

/** "the list "Paris", the expert "Ann Lee" and the hero image" (long enumerations end with "and N more"). */
export function describeUsages(usages: MediaUsages): string {
  const uses = [
    ...usages.lists.map((list) => `the list "${list.title}"`),
    ...usages.experts.map((expert) => `the expert "${expert.name}"`),
    ...(usedAsHero(usages) ? ["the hero image"] : []),
  ];
  const named = uses.slice(0, MAX_NAMED);
  const rest = uses.length - named.length;
  if (rest > 0) return `${named.join(", ")} and ${rest} more`;
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named.join("");
}

/** A list body without the file: images showing it removed, links to it reduced to their text. */
export function removeFromContent(html: string, urls: string[]): string {
  const withoutFile = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => frame.tag === "img" && refersToFile(frame.attribs.src, urls),
    // A tag name outside the allowlist below is dropped with its text kept: the link's words stay.
    transformTags: { a: (tagName, attribs) => (refersToFile(attribs.href, urls) ? { tagName: "unlinked", attribs: {} } : { tagName, attribs }) },
  });
  return sanitizeRichText(withoutFile);
}
