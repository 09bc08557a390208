"use client";

import { useQuery } from "@tanstack/react-query";
import { statsQuery } from "@/components/admin/admin-queries";
import { LoadError } from "@/components/admin/load-error";

const CARDS: { key: "totalLists" | "totalExperts" | "totalCategories" | "pageViews"; label: string }[] = [
  { key: "totalLists", label: "Total Lists" },
  { key: "totalExperts", label: "Experts" },
  { key: "totalCategories", label: "Categories" },
  { key: "pageViews", label: "Page Views (last 30 days)" },
];

/** 12400 → "12.4k"; smaller numbers in full. */
function formatStat(value: number): string {
  if (value < 1000) return value.toLocaleString("en-US");
  return `${(value / 1000).toFixed(1).replace(/\.0$/, "")}k`;
}

export function DashboardStats() {
  const { data: stats, error, refetch } = useQuery(statsQuery);

  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Site numbers
      </h2>
      {error && !stats ? (
        <LoadError what="the site numbers" error={error} onRetry={() => void refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {CARDS.map((card) => (
            <li key={card.key} className="rounded-2xl border border-secondary/15 bg-background p-4 shadow-sm sm:p-5">
              <p className="text-xs font-semibold uppercase tracking-wider text-secondary">{card.label}</p>
              {stats ? (
                <p className="mt-3 font-heading text-4xl font-bold text-primary" title={stats[card.key].toLocaleString("en-US")} data-testid={`stat-${card.key}`}>
                  {formatStat(stats[card.key])}
                </p>
              ) : (
                <p className="mt-3 h-10 w-24 animate-pulse rounded-lg bg-secondary/10" aria-label="Loading" />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
