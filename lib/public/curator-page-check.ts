import "server-only";
import { cacheArea } from "@/lib/cache/cache-area";
import { cacheTags } from "@/lib/cache/tags";
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
