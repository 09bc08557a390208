"use client";

import { useAdmin } from "@/components/admin/admin-context";
import { Button } from "@/components/ui/button";
import type { AdminSectionId } from "@/lib/auth/admin-sections";
import type { Capability } from "@/lib/auth/permissions";

const ACTIONS: { label: string; section: AdminSectionId; query?: Record<string, string>; capability: Capability }[] = [
  { label: "New List", section: "content", query: { edit: "new" }, capability: "content.write" },
  { label: "Add Expert", section: "experts", query: { edit: "new" }, capability: "experts.write" },
  { label: "Edit Theme", section: "theme", capability: "theme.write" },
  { label: "Upload Media", section: "media", capability: "media.write" },
];

/** Shortcuts to the work the signed-in person may do: each opens its section (New List with the editor open). */
export function QuickActions() {
  const { can, openSection } = useAdmin();
  const actions = ACTIONS.filter((action) => can(action.capability));
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="quick-actions-heading" className="rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm">
      <h2 id="quick-actions-heading" className="font-heading text-2xl font-bold text-ink">
        Quick Actions
      </h2>
      <div className="mt-4 grid gap-2">
        {actions.map((action) => (
          <Button key={action.label} variant="outline" className="w-full justify-start" onClick={() => openSection(action.section, action.query)}>
            {action.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
