import type { ReactNode } from "react";

export function SectionHeading({ id, eyebrow, title, note, action }: { id: string; eyebrow: string; title: string; note?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="eyebrow text-primary">{eyebrow}</p>
        <h2 id={id} className="mt-2 font-heading text-3xl font-bold text-ink sm:text-4xl">
          {title}
        </h2>
        {note && <p className="mt-2 text-sm text-ink/80">{note}</p>}
      </div>
      {action}
    </div>
  );
}
