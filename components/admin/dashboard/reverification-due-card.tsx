"use client";

import { useQuery } from "@tanstack/react-query";
import { useAdmin } from "@/components/admin/admin-context";
import { LoadError } from "@/components/admin/load-error";
import { statsQuery } from "@/components/admin/admin-queries";
import { Button } from "@/components/ui/button";
import { ShieldCheckIcon } from "@/components/ui/icons";

/** The dashboard's count of published lists due for re-verification, with the way to the queue for those who review. */
export function ReverificationDueCard() {
  const { can, openSection } = useAdmin();
  const { data, error, refetch } = useQuery(statsQuery);
  if (error && !data) return <LoadError what="the lists due for re-verification" error={error} onRetry={() => void refetch()} />;
  const due = data?.dueForReverification;
  return (
    <section
      aria-labelledby="due-heading"
      className="flex flex-col gap-4 rounded-2xl border border-secondary/15 bg-background p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-center gap-4">
        <ShieldCheckIcon className="h-8 w-8 shrink-0 text-accent" />
        <div>
          <h2 id="due-heading" className="text-xs font-semibold uppercase tracking-wider text-secondary">
            Due for re-verification
          </h2>
          {due === undefined ? (
            <p className="mt-2 h-8 w-16 animate-pulse rounded-lg bg-secondary/10" aria-label="Loading" />
          ) : (
            <p className="mt-1 text-sm text-ink/80">
              <span className="font-heading text-3xl font-bold text-primary" data-testid="stat-dueForReverification">
                {due.toLocaleString("en-US")}
              </span>{" "}
              {due === 1 ? "published list is" : "published lists are"} past the re-verification age or reported as stale.
            </p>
          )}
        </div>
      </div>
      {can("moderation.review") && due !== undefined && due > 0 && (
        <Button variant="outline" size="sm" className="self-start sm:self-auto" onClick={() => openSection("review")}>
          Open the queue
        </Button>
      )}
    </section>
  );
}
