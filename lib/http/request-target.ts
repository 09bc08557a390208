/**
 * Whether a request's path decodes: a broken percent-escape ("/lists/%E0%A4%A") or an encoded NUL would
 * otherwise fail inside the router with a bare 500, so the server answers such a request itself.
 */
export function hasDecodablePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  try {
    return !decodeURIComponent(path).includes("\u0000");
  } catch {
    return false;
  }
}

export const UNDECODABLE_PATH_MESSAGE = "This address is not valid: it contains a broken percent-encoded character.";
