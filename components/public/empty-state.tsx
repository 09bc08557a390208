import type { ReactNode } from "react";
import { BookOpenIcon } from "@/components/ui/icons";

/** A calm panel for "nothing here": what is missing, and optionally a way onward. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-secondary/30 px-6 py-16 text-center">
      <BookOpenIcon className="h-10 w-10 text-accent" />
      <p className="mt-4 max-w-md font-heading text-2xl font-semibold text-secondary">{message}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
