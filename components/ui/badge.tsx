import type { ReactNode } from "react";
import { cn } from "./cn";

export type BadgeTone = "verified" | "community" | "quality" | "free" | "paid" | "neutral";

// "Verified" is always green; every other tone comes from the theme.
const tones: Record<BadgeTone, string> = {
  verified: "bg-emerald-800 text-white",
  community: "bg-secondary/10 text-secondary",
  quality: "bg-accent/25 text-secondary",
  free: "bg-primary/10 text-primary",
  paid: "bg-secondary text-background",
  neutral: "bg-ink/5 text-ink",
};

export function Badge({ tone = "neutral", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn("badge", tones[tone], className)}
    >
      {children}
    </span>
  );
}
