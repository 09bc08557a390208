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

/** The largest form a page accepts (a form posted without JavaScript): Next.js's own limit for them. */
export const MAX_FORM_BYTES = 1024 * 1024;

/**
 * Whether a request posts to a page (not an API call or an upload) a body it declares larger than a page
 * takes. Next.js would refuse it only after reading a megabyte, with a 500; the server answers 413 first.
 */
export function isOversizedPagePost(method: string | undefined, url: string, contentLength: string | undefined): boolean {
  if (method !== "POST" || url.startsWith("/api/")) return false;
  return contentLength !== undefined && /^\d{1,16}$/.test(contentLength) && Number(contentLength) > MAX_FORM_BYTES;
}

export const OVERSIZED_FORM_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form too large</title></head>
<body><main><h1>This form is too large</h1><p>A form can send at most 1 MB. Shorten what you entered and send it again.</p>
<p>Use your browser's Back button to return to the form, or go to <a href="/">the home page</a>.</p></main></body></html>`;
