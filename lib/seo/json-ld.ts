// Structured data (schema.org JSON-LD) for search engines: Article for a list (its ItemList is in
// item-list.ts), Person for a curator, BreadcrumbList for the trail. Builders are pure;
// components/seo/json-ld.tsx renders them.
import { absoluteUrl } from "@/lib/site-url";
import type { JsonLd } from "./serialize-json-ld";

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
