import "server-only";
import { cacheArea } from "@/lib/cache/cache-area";
import { cacheTags } from "@/lib/cache/tags";
import { countCuratorDirectoryPages } from "@/lib/experts/directory";
import { countCuratorLists, CURATOR_LISTS_PAGE_SIZE } from "@/lib/experts/queries";
import { isHandle } from "@/lib/validation/primitives";
import { curatorPageNumber } from "./curator-page-path";

// How many published lists a curator has, for the request guard: looked up once, then kept until a write
// to experts or lists (on any instance), so paging through a profile runs no extra query per view.
const listCounts = cacheArea<number | null>("curator-list-counts", { sizeOf: () => 16, ttlMs: () => 600_000 });

/**
 * Why /curators/{handle}/page/{segment} is no page: "curator" when no curator has the handle, "page"
 * when the segment is not a page number from 2 to the curator's last page; null when it is one. Only
 * these addresses are rendered, so invented page numbers never reach the page cache.
 */
export async function unusableCuratorPage(handle: string, segment: string): Promise<"curator" | "page" | null> {
  if (!isHandle(handle)) return "curator";
  const count = await listCounts.remember(handle, [cacheTags.experts, cacheTags.expertHandle(handle), cacheTags.lists], () => countCuratorLists(handle));
  if (count === null) return "curator";
  const page = curatorPageNumber(segment);
  const lastPage = Math.max(1, Math.ceil(count / CURATOR_LISTS_PAGE_SIZE));
  return page !== null && page >= 2 && page <= lastPage ? null : "page";
}

const directoryPages = cacheArea<number>("curator-directory-pages", { sizeOf: () => 16, ttlMs: () => 600_000 });

/**
 * Whether /curators/page/{segment} names a page number the directory does not have: page 1 lives at
 * /curators, and no page comes after the last. A segment that is no number at all is rendered as the
 * first page with a note that the number was ignored (it is where /curators?page=two leads).
 */
export async function isMissingDirectoryPage(segment: string): Promise<boolean> {
  const page = curatorPageNumber(segment);
  if (page === null) return false;
  return page < 2 || page > (await directoryPages.remember("pages", [cacheTags.experts, cacheTags.lists], countCuratorDirectoryPages));
}
