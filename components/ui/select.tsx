import type { SelectHTMLAttributes } from "react";
import { cn } from "./cn";
import { fieldClasses } from "./field";
import { ChevronDownIcon } from "./icons";

/** A native select (works without JavaScript) drawn in the site's style. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select {...props} className={cn(fieldClasses, "cursor-pointer appearance-none pr-10", className)} />
      <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-secondary" />
    </div>
  );
}
