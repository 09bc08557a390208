"use client";

import Link from "next/link";
import { useMemo } from "react";
import { LogOutIcon } from "@/components/ui/icons";
import { ROLE_LABELS, sectionsFor, type AdminSectionId } from "@/lib/auth/admin-sections";
import { can } from "@/lib/auth/permissions";
import { AdminContext, type AdminContextValue, type AdminUser } from "./admin-context";
import { AdminQueryProvider } from "./admin-query-provider";
import { AdminSectionNav } from "./admin-section-nav";
import { PublishControls } from "./publish-controls";
import { SECTION_PANELS } from "./section-panels";
import { useAdminSection } from "./use-admin-section";
import { Tooltip } from "@/components/ui/tooltip";

/**
 * The admin panel: side navigation with the sections the user's role may open, the signed-in person and
 * Log out; the open section's title, description and screen. One client-side island: switching sections
 * changes the address without a page load.
 */
export function AdminApp({ user, initialSection }: { user: AdminUser; initialSection: AdminSectionId }) {
  const sections = sectionsFor(user.role);
  const [active, openSection] = useAdminSection(initialSection);
  const current = sections.find((section) => section.id === active) ?? sections[0];
  const context = useMemo<AdminContextValue>(
    () => ({ user, can: (capability) => can(user.role, capability), openSection }),
    [user, openSection],
  );
  const Panel = SECTION_PANELS[current.id];

  return (
    <AdminQueryProvider>
      <AdminContext.Provider value={context}>
        <div className="min-h-screen bg-secondary/5 lg:grid lg:grid-cols-[16rem_1fr]">
          <aside className="flex flex-col border-b border-secondary/15 bg-background lg:sticky lg:top-0 lg:h-screen lg:border-b-0 lg:border-r">
            <div className="flex items-center justify-between px-5 py-4 lg:py-5">
              <Link href="/" className="font-heading text-2xl font-bold text-primary" title="Back to the site">
                Admin Panel
              </Link>
            </div>
            <AdminSectionNav sections={sections} current={current.id} openSection={openSection} />
            <div className="mt-auto flex items-center gap-3 border-t border-secondary/15 px-5 py-3 lg:py-4">
              <UserBadge user={user} />
            </div>
          </aside>
          <div className="min-w-0 px-4 py-6 sm:px-8 sm:py-8">
            <header className="flex flex-col gap-4 border-b border-secondary/15 pb-6 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h1 className="font-heading text-4xl font-bold text-ink">{current.title}</h1>
                <p className="mt-1 text-sm text-ink/75">{current.description}</p>
              </div>
              <PublishControls />
            </header>
            <main className="mt-8" aria-label={current.title}>
              <Panel key={current.id} />
            </main>
          </div>
        </div>
      </AdminContext.Provider>
    </AdminQueryProvider>
  );
}

function UserBadge({ user }: { user: AdminUser }) {
  return (
    <>
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
      <Tooltip label="Log out">
        <a href="/api/logout" className="grid h-9 w-9 place-items-center rounded-full text-secondary hover:bg-primary/5 hover:text-primary" aria-label="Log out">
          <LogOutIcon className="h-5 w-5" />
        </a>
      </Tooltip>
    </>
  );
}
