// Kept apart from the zod schemas: the pages that render a stored address read the same rule.

const SITE = "http://site.invalid";

/**
 * Whether `address` is a path on this site ("/uploads/a.jpg") that every browser loads from this site.
 * Browsers read "\" as "/" and drop tabs and newlines inside an address, so "/\evil.com" or "/\t/evil.com"
 * would load from evil.com just as "//evil.com" does.
 */
export function isSitePath(address: string): boolean {
  if (!address.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(address)) return false;
  try {
    return new URL(address, SITE).origin === SITE;
  } catch {
    return false;
  }
}
