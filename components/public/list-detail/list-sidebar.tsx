"use client";

import { ReportListDialog } from "@/components/public/report-list-dialog";
import { AboutExpertCard } from "./about-expert-card";
import { CategoryCard } from "./category-card";
import type { ListSidebarData } from "./list-detail-data";

/**
 * The list page's sidebar: the expert, the topic, and a way to report the list. A client component on
 * purpose, like ListHeader: the page's React payload carries its facts (listSidebarData), not its markup.
 */
export function ListSidebar({ data }: { data: ListSidebarData }) {
  return (
    <aside aria-label="About this list" className="flex flex-col gap-6 lg:sticky lg:top-6 lg:self-start">
      {data.expert && <AboutExpertCard expert={data.expert} />}
      {data.category && <CategoryCard category={data.category} />}
      <div className="rounded-2xl border border-secondary/15 p-6">
        <h2 className="font-heading text-xl font-bold text-ink">Something out of date?</h2>
        <p className="mt-2 text-sm leading-relaxed text-ink/80">Tell our editors about stale facts, broken links or conflicts of interest.</p>
        <div className="mt-4">
          <ReportListDialog listId={data.list.id} listTitle={data.list.title} />
        </div>
      </div>
    </aside>
  );
}
