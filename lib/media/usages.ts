import "server-only";
import sanitizeHtml from "sanitize-html";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sanitizeRichText } from "@/lib/sanitize";

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

export async function findMediaUsages(tx: Prisma.TransactionClient, urls: string[]): Promise<MediaUsages> {
  const [lists, experts, settings, pendingSettings] = await Promise.all([
    tx.contentList.findMany({
      where: { OR: [{ imageUrl: { in: urls } }, ...urls.map((url) => ({ content: { contains: url } }))] },
      select: { id: true, title: true, slug: true, imageUrl: true, content: true },
      orderBy: { id: "asc" },
    }),
    tx.expert.findMany({ where: { imageUrl: { in: urls } }, select: { id: true, name: true, handle: true }, orderBy: { id: "asc" } }),
    tx.siteSettings.findMany({ where: { heroImageUrl: { in: urls } }, select: { id: true } }),
    tx.pendingChange.findUnique({ where: { key: "settings" }, select: { data: true } }),
  ]);
  const pendingHero = (pendingSettings?.data as { heroImageUrl?: unknown } | null | undefined)?.heroImageUrl;
  return {
    lists: lists.map((list) => ({
      id: list.id,
      title: list.title,
      slug: list.slug,
      asImage: list.imageUrl !== null && urls.includes(list.imageUrl),
      inContent: urls.some((url) => list.content.includes(url)),
    })),
    experts,
    settings,
    pendingHero: typeof pendingHero === "string" && urls.includes(pendingHero),
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
  const addresses = new Set(urls);
  const withoutFile = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => frame.tag === "img" && addresses.has(frame.attribs.src ?? ""),
    // A tag name outside the allowlist below is dropped with its text kept: the link's words stay.
    transformTags: { a: (tagName, attribs) => (addresses.has(attribs.href ?? "") ? { tagName: "unlinked", attribs: {} } : { tagName, attribs }) },
  });
  return sanitizeRichText(withoutFile);
}
