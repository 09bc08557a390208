import { cn } from "./cn";

/** A placeholder block while content streams in; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-secondary/10", className)} />;
}
