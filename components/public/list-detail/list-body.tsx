"use client";

import { itemListJsonLd, simpleListItems } from "@/lib/seo/item-list";
import { serializeJsonLd, type JsonLd } from "@/lib/seo/serialize-json-ld";

export interface ListBodyProps {
  /** The body, already through the site's sanitizer. */
  html: string;
  title: string;
  url: string;
  /** Article and BreadcrumbList; the ItemList between them is built here from the body. */
  article: JsonLd;
  breadcrumb: JsonLd;
}

/**
 * A list's body and the page's structured data. A client component on purpose: the ItemList repeats
 * every item of the body, so it is built from the body the page's React payload already carries instead
 * of travelling in that payload a second time.
 */
export function ListBody({ html, title, url, article, breadcrumb }: ListBodyProps) {
  const items = simpleListItems(html);
  const structuredData = [article, ...(items ? [itemListJsonLd(title, url, items)] : []), breadcrumb];
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData) }} />
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
