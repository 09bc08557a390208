"use client";

import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import type { Crumb } from "@/lib/seo/json-ld";

/**
 * Home / section / page, the last item being the current page. A client component on purpose: the page's
 * React payload carries the crumbs instead of their markup a second time.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink/80">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`} className="flex min-w-0 items-center gap-2">
              {item.path && !last ? (
                <IntentPrefetchLink href={item.path} className="font-medium text-primary underline-offset-4 hover:underline">
                  {item.name}
                </IntentPrefetchLink>
              ) : (
                <span aria-current={last ? "page" : undefined} className="line-clamp-1 text-ink/80">
                  {item.name}
                </span>
              )}
              {!last && (
                <span aria-hidden="true" className="text-accent">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
