import { sanitizeRichText } from "@/lib/sanitize";

/** A list body from the editors. It only ever reaches the page through the project's one sanitizer. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
