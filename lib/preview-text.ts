import { htmlToText } from "./sanitize";

// Plain-text previews of list bodies, through the sanitizer's one HTML parser.
// `description`: a list page's meta description and its article's structured data.
export const PREVIEW_LENGTH = { card: 150, compact: 100, description: 160 } as const;

/** The body without tags, cut to `length` characters (an ellipsis marks a cut). */
export function previewText(html: string | null | undefined, length: number): string {
  if (!html) return "";
  // Turning a whole body into text takes about a millisecond per card; a preview needs only its start. The
  // start, cut just after a tag, is converted; when its text is too short, a start twice as long is tried.
  for (let cut = length * 4 + 256; ; cut *= 2) {
    const end = cut >= html.length ? html.length : html.lastIndexOf(">", cut) + 1;
    if (end === 0) continue;
    const text = htmlToText(end === html.length ? html : html.slice(0, end));
    if (text.length > length) return cutText(text, length);
    if (end === html.length) return text;
  }
}

/** Plain text cut to `length` characters (an ellipsis marks a cut). */
export function cutText(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
