// Structured data (schema.org JSON-LD) for search engines: Article and ItemList for a list, Person for a
// curator, BreadcrumbList for the trail. Builders are pure; components/seo/json-ld.tsx renders them.
import { htmlToText } from "@/lib/sanitize";
import { absoluteUrl } from "@/lib/site-url";

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** Site path such as /topics/travel; the last crumb (the page itself) may omit it. */
  path?: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path && { item: absoluteUrl(crumb.path) }),
    })),
  };
}

export interface ArticleInput {
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
  updatedAt: Date;
  publishedAt: Date | null;
  expert: { name: string; handle: string } | null;
  author: string | null;
  authorOrg: string | null;
  siteTitle: string;
}

function authorOf(input: ArticleInput): JsonLd | undefined {
  if (input.expert) return { "@type": "Person", name: input.expert.name, url: absoluteUrl(`/curators/${input.expert.handle}`) };
  if (input.author) {
    return {
      "@type": "Person",
      name: input.author,
      ...(input.authorOrg && { affiliation: { "@type": "Organization", name: input.authorOrg } }),
    };
  }
  if (input.authorOrg) return { "@type": "Organization", name: input.authorOrg };
  return undefined;
}

export function articleJsonLd(input: ArticleInput): JsonLd {
  const url = absoluteUrl(`/lists/${input.slug}`);
  const author = authorOf(input);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title.slice(0, 110),
    description: input.description,
    url,
    mainEntityOfPage: url,
    image: input.imageUrl.startsWith("http") ? input.imageUrl : absoluteUrl(input.imageUrl),
    dateModified: input.updatedAt.toISOString(),
    ...(input.publishedAt && { datePublished: input.publishedAt.toISOString() }),
    ...(author && { author }),
    publisher: { "@type": "Organization", name: input.siteTitle, url: absoluteUrl("/") },
  };
}

/** The most items an ItemList carries; longer lists are cut. */
export const ITEM_LIST_LIMIT = 100;

/**
 * The items of a list body as plain text, when the body is simple enough to read as one list: every
 * `li` holds text (no nested list). Null when there are no items or the nesting makes them ambiguous.
 */
export function simpleListItems(html: string): string[] | null {
  const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((match) => match[1]);
  if (items.length === 0 || items.some((inner) => /<(ul|ol|li)\b/i.test(inner))) return null;
  const texts = items.map((inner) => htmlToText(inner)).filter((text) => text.length > 0);
  return texts.length ? texts.slice(0, ITEM_LIST_LIMIT) : null;
}

export function itemListJsonLd(title: string, slug: string, items: string[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: title,
    url: absoluteUrl(`/lists/${slug}`),
    numberOfItems: items.length,
    itemListElement: items.map((name, index) => ({ "@type": "ListItem", position: index + 1, name })),
  };
}

export interface PersonInput {
  name: string;
  handle: string;
  specialty: string | null;
  bio: string | null;
  imageUrl: string | null;
  socials: { website?: string; email?: string; twitter?: string; linkedin?: string };
}

export function personJsonLd(input: PersonInput): JsonLd {
  const sameAs = [input.socials.website, input.socials.linkedin, input.socials.twitter && twitterUrl(input.socials.twitter)].filter(
    (link): link is string => Boolean(link && /^https?:\/\//.test(link)),
  );
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: input.name,
    url: absoluteUrl(`/curators/${input.handle}`),
    ...(input.specialty && { jobTitle: input.specialty }),
    ...(input.bio && { description: input.bio }),
    ...(input.imageUrl && { image: input.imageUrl.startsWith("http") ? input.imageUrl : absoluteUrl(input.imageUrl) }),
    ...(sameAs.length && { sameAs }),
  };
}

/** https://x.com/<handle> for "@handle", "handle" or a full profile address. */
export function twitterUrl(handle: string): string {
  const trimmed = handle.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://x.com/${encodeURIComponent(trimmed.replace(/^@+/, ""))}`;
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
