import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { cn } from "@/components/ui/cn";
import { INTENT_LINKS } from "./intent-mark";
import { pageHref, pageWindow } from "./pagination-links";

const itemClasses = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold";

/** Page links for a result set spread over several pages, prefetched on intent; renders nothing for a single page. */
export function Pagination({
  path,
  params,
  page,
  pageCount,
  hrefFor = (target) => pageHref(path, params, target),
}: {
  path: string;
  params: Record<string, string | undefined>;
  page: number;
  pageCount: number;
  /** The address of a page, for lists whose pages have paths of their own; by default ?page=N. */
  hrefFor?: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" {...INTENT_LINKS} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a href={hrefFor(page - 1)} className={cn(itemClasses, "text-primary hover:bg-primary/5")} rel="prev">
          <ChevronLeftIcon className="h-4 w-4" />
          Previous
        </a>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink/70">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={cn(itemClasses, item === page ? "bg-primary text-background" : "text-ink hover:bg-primary/5")}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <a href={hrefFor(page + 1)} className={cn(itemClasses, "text-primary hover:bg-primary/5")} rel="next">
          Next
          <ChevronRightIcon className="h-4 w-4" />
        </a>
      )}
    </nav>
  );
}
