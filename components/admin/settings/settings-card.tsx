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

export function LoadFailed({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {what} could not be loaded. Reload the page to try again.
    </p>
  );
}
