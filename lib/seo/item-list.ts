// The ItemList of a list page: the body's items as plain text. Built from the sanitized body, with no
// server-only code, so the browser builds it from the body the page's payload already carries.
import type { JsonLd } from "./serialize-json-ld";

/** The most items an ItemList carries; longer lists are cut. */
export const ITEM_LIST_LIMIT = 100;

// The sanitizer decodes every entity of text and escapes only these again.
const escapes: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };

/**
 * The text of a fragment of the sanitizer's output, blocks separated by spaces, whitespace collapsed.
 * Only for that output: there every `<` of text is escaped, so anything between `<` and `>` is a tag.
 */
function sanitizedHtmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|h\d|blockquote|pre|t[dhr]|d[dt]|figcaption)>/gi, "$& ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot);/g, (escape) => escapes[escape])
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The items of a sanitized list body as plain text, when the body is simple enough to read as one list:
 * every `li` holds text (no nested list). Null when there are no items or the nesting makes them ambiguous.
 */
export function simpleListItems(sanitizedHtml: string): string[] | null {
  const items = [...sanitizedHtml.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((match) => match[1]);
  if (items.length === 0 || items.some((inner) => /<(ul|ol|li)\b/i.test(inner))) return null;
  const texts = items.map(sanitizedHtmlToText).filter((text) => text.length > 0);
  return texts.length ? texts.slice(0, ITEM_LIST_LIMIT) : null;
}

export function itemListJsonLd(title: string, url: string, items: string[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: title,
    url,
    numberOfItems: items.length,
    itemListElement: items.map((name, index) => ({ "@type": "ListItem", position: index + 1, name })),
  };
}
