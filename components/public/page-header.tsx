import type { ReactNode } from "react";

/** The top of a list page: an eyebrow, the page's one h1, a line of context and optional actions. */
export function PageHeader({ eyebrow, title, description, actions }: { eyebrow?: ReactNode; title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 border-b border-secondary/15 pb-8 md:flex-row md:items-end md:justify-between">
      <div className="max-w-3xl">
        {eyebrow && <p className="eyebrow text-primary">{eyebrow}</p>}
        <h1 className="mt-2 font-heading text-4xl font-bold leading-tight text-ink sm:text-5xl">{title}</h1>
        {description && <div className="mt-3 text-base leading-relaxed text-ink/80">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-3">{actions}</div>}
    </div>
  );
}

/** The width and padding every public page body shares. */
export function PageContainer({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 ${className}`}>{children}</div>;
}
