import { ShieldCheckIcon } from "@/components/ui/icons";
import { formatDate } from "@/lib/format";
import { formatTimeAgo } from "@/lib/time-ago";
import { isVerificationPastDue } from "@/lib/reverification/rule";

interface VerificationDates {
  lastVerifiedAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
}

/**
 * When the list was last verified and how long ago; past the re-verification age it says "Verification
 * due" beside the date. Its badges stay as they are: an editor decides, nothing is removed by the clock.
 */
export function VerificationDate({ list }: { list: VerificationDates }) {
  const due = isVerificationPastDue(list);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1" data-testid="verification-date">
      <ShieldCheckIcon className="h-4 w-4 text-accent" />
      {list.lastVerifiedAt ? (
        <>
          Last verified <time dateTime={list.lastVerifiedAt.toISOString()}>{formatDate(list.lastVerifiedAt)}</time>
          <span>({formatTimeAgo(list.lastVerifiedAt)})</span>
        </>
      ) : (
        "Not verified since publication"
      )}
      {due && (
        <span className="rounded-full border border-primary/40 bg-primary/5 px-2 py-0.5 text-xs font-semibold text-primary" data-testid="verification-due">
          Verification due
        </span>
      )}
    </span>
  );
}
