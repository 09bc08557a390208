import sanitizeHtml from "sanitize-html";
import { siteUrl } from "./site-url";

// The one allowlist for HTML written by editors and visitors: applied when it is stored and again
// before it is rendered.
const allowedTags = [
  "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code",
  "ul", "ol", "li", "dl", "dt", "dd",
  "a", "strong", "b", "em", "i", "u", "s", "mark", "small", "sub", "sup", "span",
  "img", "figure", "figcaption",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
];

function isOutsideLink(href: string): boolean {
  if (!/^(https?:)?\/\//i.test(href)) return false; // relative paths are ours; other schemes are dropped
  try {
    return new URL(href, siteUrl()).origin !== new URL(siteUrl()).origin;
  } catch {
    return true;
  }
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // The page title is the page's only h1; a heading inside a body becomes a section heading.
    h1: "h2",
    a: (tagName, attribs) => {
      const { href = "", title } = attribs;
      const link: Record<string, string> = { href };
      if (title) link.title = title;
      if (isOutsideLink(href)) link.rel = "noopener nofollow ugc";
      return { tagName, attribs: link };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options) : "";
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of an HTML fragment, with blocks separated by spaces and whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const spaced = html.replace(/<\/(p|li|h[1-6]|div|blockquote|tr|td|th|dt|dd|figcaption|pre)>|<br\s*\/?>/gi, "$& ");
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (match, name: string) => {
      if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return entities[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, " ")
    .trim();
}
