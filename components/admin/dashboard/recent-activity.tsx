"use client";

import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/components/admin/admin-queries";
import { queryKeys } from "@/components/admin/query-keys";
import { useAdmin } from "@/components/admin/admin-context";
import { LoadError } from "@/components/admin/load-error";
import { sectionHref } from "@/components/admin/use-admin-section";
import { ADMIN_SECTIONS } from "@/lib/auth/admin-sections";
import { activityLink, describeAction } from "@/lib/audit/activity-links";
import type { findRecentActivity } from "@/lib/audit/activity";
import { formatDateTime } from "@/lib/format";
import type { JsonAnswer } from "@/lib/json-types";

type ActivityEntry = JsonAnswer<typeof findRecentActivity>[number];

/** "just now", "5 min ago", "3 h ago", then the date. */
function whenText(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatDateTime(iso);
}

/** The newest changes anyone made in the panel: who, what, which item (linked when the reader may open it), when. */
export function RecentActivity() {
  const { can, openSection } = useAdmin();
  const { data: entries, error, refetch } = useQuery({ queryKey: queryKeys.activity, queryFn: () => getJson<ActivityEntry[]>("/api/admin/activity") });

  return (
    <section aria-labelledby="activity-heading" className="rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm">
      <h2 id="activity-heading" className="font-heading text-2xl font-bold text-ink">
        Recent Activity
      </h2>
      <div className="mt-4">
        {error && !entries ? (
          <LoadError what="the recent activity" error={error} onRetry={() => void refetch()} />
        ) : !entries ? (
          <p className="text-sm text-ink/75">Loading…</p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-ink/75">No activity yet. Changes made in this panel show here.</p>
        ) : (
          <ol className="divide-y divide-secondary/10" data-testid="recent-activity">
            {entries.map((entry) => {
              const link = activityLink(entry);
              const section = link && ADMIN_SECTIONS.find((candidate) => candidate.id === link.section);
              const reachable = link && section && can(section.capability);
              return (
                <li key={entry.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <p className="min-w-0 text-sm text-ink">
                    <span className="font-semibold">{entry.actorName ?? "A removed user"}</span> {describeAction(entry.action, entry.targetType)}{" "}
                    {reachable ? (
                      <a
                        href={sectionHref(link.section, link.query)}
                        onClick={(event) => {
                          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                          event.preventDefault();
                          openSection(link.section, link.query);
                        }}
                        className="break-words font-semibold text-primary underline-offset-4 hover:underline"
                      >
                        {entry.summary}
                      </a>
                    ) : (
                      <span className="break-words font-semibold">{entry.summary}</span>
                    )}
                  </p>
                  <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString("en-US")} className="shrink-0 text-xs text-ink/75">
                    {whenText(entry.createdAt)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}
