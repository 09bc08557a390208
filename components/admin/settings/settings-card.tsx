import type { ReactNode } from "react";

export function SettingsCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-secondary/15 bg-background p-5 shadow-sm sm:p-6">
      <h2 className="font-heading text-2xl font-semibold text-primary">{title}</h2>
      {description && <p className="mt-1 text-sm text-ink/80">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
