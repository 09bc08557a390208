// A curator's profile shows CURATOR_LISTS_PAGE_SIZE lists; later pages have addresses of their own,
// /curators/{handle}/page/{N}, so each is a cached page of its own and is linked for crawlers and
// browsers without JavaScript. /curators/{handle}?page=N redirects there.

const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** The address of one page of a curator's profile. */
export function curatorPageHref(handle: string, page: number): string {
  const profile = `/curators/${encodeURIComponent(handle)}`;
  return page === 1 ? profile : `${profile}/page/${page}`;
}

/** The page number a path segment names, or null when the segment is not one the site writes. */
export function curatorPageNumber(segment: string): number | null {
  return PAGE_NUMBER.test(segment) ? Number(segment) : null;
}

/** Where /curators/{handle} with this query belongs, or null when it is the first page. */
export function curatorPageRedirect(handle: string, search: URLSearchParams): string | null {
  const value = search.get("page");
  if (value === null || value === "" || value === "1") return null;
  const page = curatorPageNumber(value);
  // A value that is no page number goes to a page address that answers not found.
  return page === null ? `/curators/${encodeURIComponent(handle)}/page/${encodeURIComponent(value.slice(0, 16))}` : curatorPageHref(handle, page);
}
