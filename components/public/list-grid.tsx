import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** The card grid of the list pages: one column on phones, two on tablets, three on desktops. */
export function ListGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8", className)}>{children}</ul>;
}
