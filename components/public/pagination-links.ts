export { PAGE_SIZE, pageCountOf } from "@/lib/lists/paging";

/** The address of `page` with the other query parameters kept (page 1 drops the parameter). */
export function pageHref(path: string, params: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key !== "page" && value !== undefined && value !== "") query.set(key, value);
  }
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Page numbers to show around `current`: the first, the last and two either side, with null for a gap. */
export function pageWindow(current: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}
