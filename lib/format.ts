import { htmlToText } from "./sanitize";

// Preview lengths and date formats of the public site.
export const PREVIEW_LENGTH = { card: 150, compact: 100 } as const;

/** The body without tags, cut to `length` characters (an ellipsis marks a cut). */
export function previewText(html: string | null | undefined, length: number): string {
  const text = htmlToText(html);
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Jan 05, 2025" */
export function formatDate(date: Date | string): string {
  return dayFormat.format(new Date(date));
}

/** "Jan 2025", for curator cards. */
export function formatMonthYear(date: Date | string): string {
  return monthFormat.format(new Date(date));
}
