// Public list pages (topics, search) show this many lists a page.
export const PAGE_SIZE = 12;

export function pageCountOf(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
