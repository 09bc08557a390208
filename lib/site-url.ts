/** The public address of the site: SITE_URL, else http://localhost:$PORT. No trailing slash. */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://localhost:${process.env.PORT || "3000"}`;
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether a host name (without port) names this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return LOOPBACK_HOSTS.has(name) || name.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(name);
}

/** Whether the site is addressed on this machine only (SITE_URL on a loopback host). */
export function isLocalSite(): boolean {
  try {
    return isLoopbackHost(new URL(siteUrl()).hostname);
  } catch {
    return false;
  }
}
