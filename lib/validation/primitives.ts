import { z } from "zod";
import { isSitePath } from "./site-path";

// The building blocks of every input schema, so each rule is written once: what a slug is, what an id
// may be, how blank text reads.

/** The largest value of PostgreSQL's integer columns: an id beyond it cannot exist. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Blank or whitespace-only text reads as absent, so optional fields can be left empty in forms and URLs. */
export const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * The error for a value that should be text and is not: `missing` for one left out or null (the words for
 * an empty field, which is what null asks for), else that `what` must be text.
 */
export function notTextError(missing: string, what: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? missing : `${what} must be text.`);
}

// The one rule for each kind of public address, used by the admin's validation and by the public pages
// alike, so every slug or handle the admin accepts is an address that opens.

/** Lowercase letters, digits and hyphens, starting and ending with a letter or digit: list and category addresses. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const SLUG_MAX_LENGTH = 200;
export const SLUG_MESSAGE = "URL slug can only contain lowercase letters, numbers, and hyphens.";
const SLUG_ENDS_MESSAGE = "A URL slug must start and end with a letter or number.";
const SLUG_CHARACTERS = /^[a-z0-9-]+$/;

/** An expert's handle, the last part of /curators/{handle}: like a slug, and underscores inside are allowed too. */
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/;
const HANDLE_MESSAGE = "A handle can only contain lowercase letters, numbers, hyphens and underscores, and must start and end with a letter or number.";

/** Whether `value` can be a list or category address. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** Whether `value` can be an expert's handle. */
export function isHandle(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && HANDLE_PATTERN.test(value);
}

export const slugSchema = z
  .string({ error: notTextError("Please enter a URL slug.", "A URL slug") })
  .trim()
  .min(1, "Please enter a URL slug.")
  .max(SLUG_MAX_LENGTH, `A URL slug can be at most ${SLUG_MAX_LENGTH} characters.`)
  .regex(SLUG_CHARACTERS, SLUG_MESSAGE)
  // Said only of a slug whose characters are right, so a bad slug gets one message.
  .refine((value) => !SLUG_CHARACTERS.test(value) || SLUG_PATTERN.test(value), SLUG_ENDS_MESSAGE);

export const handleSchema = z
  .string({ error: notTextError("Please enter a handle.", "A handle") })
  .trim()
  .min(1, "Please enter a handle.")
  .max(SLUG_MAX_LENGTH, `A handle can be at most ${SLUG_MAX_LENGTH} characters.`)
  .regex(HANDLE_PATTERN, HANDLE_MESSAGE);

/**
 * Derives a slug from a name: lowercase, anything but letters, digits, spaces and hyphens dropped, spaces
 * to hyphens, at most `maxLength` characters, with no hyphen at either end (so it follows the slug rule).
 */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/_/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .slice(0, maxLength + 1)
    .replace(/^-/, "")
    .slice(0, maxLength)
    .replace(/-$/, "");
}

/** `base`, or `base-2`, `base-3`…: the first address `taken` does not hold. */
export function firstFreeAddress(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/** A record id in a JSON body: a whole number within the id column's range. */
export function recordId(name: string, what = "a record") {
  const message = `${name} must be the id of ${what} (a whole number).`;
  return z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_RECORD_ID, { error: message });
}

const SORT_ORDER_MESSAGE = "sortOrder must be a whole number from -1000000 to 1000000.";

/** A place in an order the admin sets (categories, experts): lower comes first. */
export const sortOrderSchema = z
  .number({ error: SORT_ORDER_MESSAGE })
  .int(SORT_ORDER_MESSAGE)
  .min(-1_000_000, SORT_ORDER_MESSAGE)
  .max(1_000_000, SORT_ORDER_MESSAGE);

/** A whole number written as text (a query or path value), within [min, max]. */
export function wholeNumberText(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/**
 * A record id in an address (/api/.../{id}): digits only, else 400 with `message`. A number beyond the
 * id column's range cannot name a record, so it reads as 0, which matches nothing (404).
 */
export function recordIdParam(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,32}$/, message)
    .transform((value) => {
      const id = Number(value);
      return Number.isSafeInteger(id) && id <= MAX_RECORD_ID ? id : 0;
    });
}

/** A slug or handle in an address, to look up: one that cannot exist (breaks its rule) reads as null (404). */
export function lookupParam(rule: (value: string) => boolean = isSlug) {
  return z.string().transform((value) => (rule(value) ? value : null));
}

/** Optional text: trimmed, blank reads as null, at most `max` characters. */
export function optionalText(name: string, max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? null : blankToUndefined(value) ?? null),
    z.string({ error: `${name} must be text.` }).trim().max(max, `${name} can be at most ${max} characters.`).nullable(),
  );
}

/** Whether `value` is an http(s) address with a host. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An http(s) address a visitor may follow. */
export function httpUrl(name: string, max = 2000) {
  const message = `${name} must be a valid web address starting with http:// or https://.`;
  return z
    .string({ error: message })
    .trim()
    .max(max, `${name} can be at most ${max} characters.`)
    .refine(isHttpUrl, message);
}

/** Whether `value` can be a picture's address: a path on this site (an upload, a file of the site) or an http(s) address. */
export function isImageAddress(value: string): boolean {
  return isSitePath(value) || isHttpUrl(value);
}

/** A date and time as ISO 8601 text; impossible dates ("2025-02-30", "T24:00") are refused, not rolled over. */
export function isoDateTime(name: string) {
  const message = `${name} must be a real date between the years 1900 and 9999, such as 2025-01-05 or 2025-01-05T10:00:00Z.`;
  return z
    .string({ error: message })
    .trim()
    .transform((value, context) => {
      const moment = storableMoment(value);
      if (moment) return moment;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

/**
 * The moment ISO 8601 text names, when every part of it is in range and the moment falls in a year the
 * database and every page can show. The year is checked in UTC, as stored: an offset can carry
 * "9999-12-31T23:00-05:00" into the year 10000.
 */
function storableMoment(value: string): Date | null {
  const parts = ISO_DATE_TIME.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] = parts.slice(1).map((part) => Number(part ?? 0));
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59 || offsetHour > 23 || offsetMinute > 59) return null;
  const moment = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(moment.getTime())) return null;
  return moment.getUTCFullYear() >= 1900 && moment.getUTCFullYear() <= 9999 ? moment : null;
}
