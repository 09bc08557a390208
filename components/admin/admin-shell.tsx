"use client";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { DashboardIcon, LogOutIcon } from "@/components/ui/icons";
import type { Role } from "@/lib/auth/roles";
import { ROLE_LABELS, sectionsFor } from "./admin-sections";
import { DashboardStats } from "./dashboard-stats";

export interface AdminUser {
  initials: string;
  fullName: string;
  role: Role;
}

/**
 * The panel's frame: side navigation with the sections the role may
 * see, the signed-in person and Log out; the Dashboard's stat cards. The other sections arrive with the
 * admin panel's own issue and show here as not yet available.
 */
export function AdminShell({ user }: { user: AdminUser }) {
  const sections = sectionsFor(user.role);
  const dashboard = sections[0];
  return (
    <div className="min-h-screen bg-secondary/5 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="flex flex-col border-b border-secondary/15 bg-background lg:sticky lg:top-0 lg:h-screen lg:border-b-0 lg:border-r">
        <div className="px-5 py-5">
          <p className="font-heading text-2xl font-bold text-primary">Admin Panel</p>
        </div>
        <nav aria-label="Admin sections" className="px-3">
          <ul className="flex gap-1 overflow-x-auto pb-3 lg:flex-col lg:overflow-visible lg:pb-0">
            {sections.map((section) => {
              const current = section.id === "dashboard";
              return (
                <li key={section.id} className="shrink-0">
                  <button
                    type="button"
                    aria-current={current ? "page" : undefined}
                    disabled={!current}
                    title={current ? undefined : `${section.title} is not available yet`}
                    className={
                      current
                        ? "flex w-full items-center gap-2 rounded-xl bg-primary px-3 py-2 text-left text-sm font-semibold text-background"
                        : "flex w-full cursor-not-allowed items-center gap-2 rounded-xl px-3 py-2 text-left text-sm font-medium text-ink/60"
                    }
                  >
                    {current && <DashboardIcon className="h-4 w-4" />}
                    {section.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto flex items-center gap-3 border-t border-secondary/15 px-5 py-4">
          <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-background">
            {user.initials}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-ink" data-testid="admin-user-name">
              {user.fullName}
            </p>
            <p className="text-xs text-ink/70" data-testid="admin-user-role">
              {ROLE_LABELS[user.role]}
            </p>
          </div>
          <a href="/api/logout" className="grid h-9 w-9 place-items-center rounded-full text-secondary hover:bg-primary/5 hover:text-primary" aria-label="Log out" title="Log out">
            <LogOutIcon className="h-5 w-5" />
          </a>
        </div>
      </aside>
      <main className="min-w-0 px-4 py-6 sm:px-8 sm:py-8">
        <header className="flex flex-col gap-4 border-b border-secondary/15 pb-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h1 className="font-heading text-4xl font-bold text-ink">{dashboard.title}</h1>
            <p className="mt-1 text-sm text-ink/75">{dashboard.description}</p>
          </div>
          <div className="flex items-center gap-3">
            <span className="inline-flex items-center gap-2 rounded-full bg-accent/20 px-3 py-1.5 text-xs font-semibold text-secondary">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent" />
              Unpublished Changes
            </span>
            <Button
              size="sm"
              onClick={() => toast({ title: "Publishing...", description: "Your changes are being published to the live site." })}
            >
              Publish Changes
            </Button>
          </div>
        </header>
        <div className="mt-8">
          <DashboardStats />
        </div>
      </main>
    </div>
  );
}
