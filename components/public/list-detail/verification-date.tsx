import { ShieldCheckIcon } from "@/components/ui/icons";
import type { ListHeaderData } from "./list-detail-data";

/**
 * When the list was last verified and how long ago; past the re-verification age it says "Verification
 * due" beside the date. Its badges stay as they are: an editor decides, nothing is removed by the clock.
 */
export function VerificationDate({ verification }: { verification: NonNullable<ListHeaderData["verification"]> }) {
  const { lastVerified, due } = verification;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1" data-testid="verification-date">
      <ShieldCheckIcon className="h-4 w-4 text-accent" />
      {lastVerified ? (
        <>
          Last verified <time dateTime={lastVerified.dateTime}>{lastVerified.label}</time>
          <span>({lastVerified.ago})</span>
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
