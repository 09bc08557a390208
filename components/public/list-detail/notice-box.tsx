import type { ReactNode } from "react";
import { InfoIcon } from "@/components/ui/icons";
import { cn } from "@/components/ui/cn";

/** A labelled box above the body: the affiliate disclosure or the methodology. */
export function NoticeBox({ title, tone, children }: { title: string; tone: "disclosure" | "methodology"; children: ReactNode }) {
  return (
    <aside
      aria-label={title}
      className={cn(
        "rounded-2xl border p-5 sm:p-6",
        tone === "disclosure" ? "border-accent/60 bg-accent/10" : "border-secondary/15 bg-secondary/5",
      )}
    >
      <h2 className="flex items-center gap-2">
        <InfoIcon className="h-4 w-4 text-primary" />
        <span className="font-body text-xs font-semibold uppercase tracking-[0.18em] text-secondary">{title}</span>
      </h2>
      <div className="mt-2 text-sm leading-relaxed text-ink">{children}</div>
    </aside>
  );
}
