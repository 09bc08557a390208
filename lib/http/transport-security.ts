/**
 * The Strict-Transport-Security header for a site served over https (a year, subdomains included), or null
 * for plain http, where browsers ignore it and local use must keep working.
 */
export function strictTransportSecurity(siteUrl: string | undefined): string | null {
  return siteUrl?.startsWith("https://") ? "max-age=31536000; includeSubDomains" : null;
}
