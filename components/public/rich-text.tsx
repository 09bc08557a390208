import { sanitizeRichText } from "@/lib/sanitize";
import styles from "./rich-text.module.css";

/** A list body from the editors. It only ever reaches the page through the project's one sanitizer. */
export function RichText({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
