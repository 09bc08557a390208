"use client";

import { useId } from "react";
import { cn } from "@/components/ui/cn";

/** The queue's status choice: "All" or one status (the first option is what still waits). */
export function StatusFilter<S extends string>({ label, value, options, onChange }: { label: string; value: S | ""; options: { value: S | ""; label: string }[]; onChange: (value: S | "") => void }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-1">
      <span id={id} className="sr-only">
        {label}
      </span>
      {options.map((option) => (
        <button
          key={option.value || "all"}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "rounded-full px-3 py-1.5 text-xs font-semibold",
            value === option.value ? "bg-primary text-background" : "bg-secondary/5 text-ink/80 hover:bg-primary/5 hover:text-primary",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
