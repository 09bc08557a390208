import { Badge } from "@/components/ui/badge";
import { StarIcon } from "@/components/ui/icons";

/** "n/100" with a star; the score's meaning is spelled out for screen readers. */
export function QualityBadge({ score, className }: { score: number; className?: string }) {
  return (
    <Badge tone="quality" className={className}>
      <StarIcon className="h-3.5 w-3.5" />
      <span className="sr-only">Quality score </span>
      {score}/100
    </Badge>
  );
}

export function VerifiedBadge({ label = "Verified" }: { label?: string }) {
  return (
    <Badge tone="verified">
      <svg viewBox="0 0 16 16" aria-hidden="true" className="h-3 w-3 fill-current">
        <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" />
      </svg>
      {label}
    </Badge>
  );
}

export function PriceBadge({ isFree }: { isFree: boolean }) {
  return <Badge tone={isFree ? "free" : "paid"}>{isFree ? "Free" : "Paid"}</Badge>;
}
