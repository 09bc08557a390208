"use client";

import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { handleUnauthorized } from "@/components/admin/unauthorized";

interface Stats {
  totalLists: number;
  totalExperts: number;
  totalCategories: number;
  pageViews: number;
}

/** What the dashboard shows when the live numbers cannot be had. */
export const SAMPLE_STATS: Stats = { totalLists: 247, totalExperts: 38, totalCategories: 7, pageViews: 12_400 };

const CARDS: { key: keyof Stats; label: string }[] = [
  { key: "totalLists", label: "Total Lists" },
  { key: "totalExperts", label: "Experts" },
  { key: "totalCategories", label: "Categories" },
  { key: "pageViews", label: "Page Views (last 30 days)" },
];

/** 12400 → "12.4k"; smaller numbers in full. */
export function formatStat(value: number): string {
  if (value < 1000) return value.toLocaleString("en-US");
  return `${(value / 1000).toFixed(1).replace(/\.0$/, "")}k`;
}

export function DashboardStats() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [sample, setSample] = useState(false);

  useEffect(() => {
    let current = true;
    apiRequest<Stats>("GET", "/api/admin/stats").then(
      (answer) => current && setStats(answer),
      (error: unknown) => {
        if (!current || handleUnauthorized(error)) return;
        setStats(SAMPLE_STATS);
        setSample(true);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Site numbers
      </h2>
      {sample && (
        <p role="status" className="mb-4 rounded-xl border border-accent/60 bg-accent/15 px-4 py-3 text-sm text-secondary">
          Sample numbers: the live figures could not be loaded. Reload the page to try again.
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map((card) => (
          <li key={card.key} className="rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm">
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
    </section>
  );
}
