/**
 * What every answer a shared cache may keep says: keep it, but ask again (with its ETag) before each use,
 * so an edit is live on the next request through any cache in front of the site.
 */
export const REVALIDATE_EVERY_TIME = "public, no-cache";
