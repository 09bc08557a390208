// The curators directory's later pages have addresses of their own, /curators/page/{N}, so each is a
// cached page and the browser's router treats each as its own page. /curators?page=N, the form the
// site's other lists use, redirects there.

/** Where /curators with this query belongs, or null when it is the first page (the plain /curators). */
export function curatorDirectoryRedirect(search: URLSearchParams): string | null {
  const value = search.get("page");
  if (value === null || value === "" || value === "1") return null;
  return curatorDirectoryPageHref(/^\d{1,6}$/.test(value) ? Number(value) : value.slice(0, 16));
}

/** The address of one page of the directory. */
export function curatorDirectoryPageHref(page: number | string): string {
  return page === 1 ? "/curators" : `/curators/page/${encodeURIComponent(String(page))}`;
}
