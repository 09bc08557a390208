"use client";

import { useEffect, useRef } from "react";
import type { AdminSection, AdminSectionId } from "@/lib/auth/admin-sections";
import { cn } from "@/components/ui/cn";
import { ReviewCountBadge } from "./review/review-count-badge";
import { sectionHref } from "./use-admin-section";

/** Scrolls the tab strip sideways, never the page, so a tab it hides shows whole, centred between its neighbours. */
function scrollTabIntoStrip(strip: HTMLElement, tab: HTMLElement): void {
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left >= stripBox.left && tabBox.right <= stripBox.right) return;
  strip.scrollTo({ left: strip.scrollLeft + tabBox.left - stripBox.left - (stripBox.width - tabBox.width) / 2 });
}

interface AdminSectionNavProps {
  sections: AdminSection[];
  current: AdminSectionId;
  openSection: (id: AdminSectionId) => void;
}

/**
 * The sections the user may open: a column beside the panel on a wide screen, a strip that scrolls sideways
 * above it on a narrow one, where the open section's tab is scrolled into view as it opens.
 */
export function AdminSectionNav({ sections, current, openSection }: AdminSectionNavProps) {
  const strip = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const tab = strip.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (strip.current && tab) scrollTabIntoStrip(strip.current, tab);
  }, [current]);

  return (
    <nav aria-label="Admin sections" className="px-3">
      <ul ref={strip} className="flex gap-1 overflow-x-auto pb-3 lg:flex-col lg:overflow-visible lg:pb-0">
        {sections.map((section) => {
          const selected = section.id === current;
          return (
            <li key={section.id} className="relative shrink-0">
              <a
                href={sectionHref(section.id)}
                aria-current={selected ? "page" : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  openSection(section.id);
                }}
                className={cn(
                  "flex w-full items-center gap-2 rounded-xl px-3 py-2 text-left text-sm",
                  section.id === "review" && "pr-11",
                  selected ? "bg-primary font-semibold text-background" : "font-medium text-ink/80 hover:bg-primary/5 hover:text-primary",
                )}
              >
                {section.label}
              </a>
              {section.id === "review" && <ReviewCountBadge selected={selected} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
