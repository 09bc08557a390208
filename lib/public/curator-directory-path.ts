// The curators directory's pages are /curators?page=N for visitors. A query string would make the page
// render per request, so the request guard rewrites it to /curators/pages/{N}: each page is cached on its own.
// A value that is not a page number goes to one address, whose page says so.

export const INVALID_PAGE_SEGMENT = "invalid";

/** The internal path for /curators with this query, or null for the first page (the plain /curators). */
export function curatorDirectoryPath(search: URLSearchParams): string | null {
  const value = search.get("page");
  if (value === null || value === "" || value === "1") return null;
  return `/curators/pages/${/^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : INVALID_PAGE_SEGMENT}`;
}
