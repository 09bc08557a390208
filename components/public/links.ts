// Paths of the public pages, in one place.
export const listHref = (slug: string) => `/lists/${slug}`;
export const curatorHref = (handle: string) => `/curators/${handle}`;

/** Where a category link goes: a category whose slug is "trending" opens /trending, every other one its topic page. */
export function categoryHref(slug: string): string {
  return slug === "trending" ? "/trending" : `/topics/${slug}`;
}
