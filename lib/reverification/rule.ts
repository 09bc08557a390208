// When a list is due for re-verification by age: its last verification (or, never verified, its
// publication) is older than REVERIFY_AFTER_MONTHS months. The admin queue's query and the public list
// page both take the cutoff from here, so they agree on every list. (An open report about stale content
// or broken links also makes a list due; that part of the rule lives in the queue's query.)

export const DEFAULT_REVERIFY_AFTER_MONTHS = 12;

/** REVERIFY_AFTER_MONTHS: a whole number of months from 1 to 120; anything else reads as the default. */
export function reverifyAfterMonths(): number {
  const value = Number(process.env.REVERIFY_AFTER_MONTHS ?? "");
  return Number.isInteger(value) && value >= 1 && value <= 120 ? value : DEFAULT_REVERIFY_AFTER_MONTHS;
}

/** `date` moved by `months` calendar months (UTC); a day past the target month's end falls back to its last day. */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(date.getTime());
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

/** Lists whose verification date is before this instant are due by age. */
export function reverificationCutoff(now = new Date()): Date {
  return addMonths(now, -reverifyAfterMonths());
}

interface VerificationDates {
  lastVerifiedAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
}

/** The date a list's verification counts from: its last verification, else its publication. */
export function verifiedSince(list: VerificationDates): Date {
  return list.lastVerifiedAt ?? list.publishedAt ?? list.createdAt;
}

/** Whether the list's verification is older than the setting allows. */
export function isVerificationPastDue(list: VerificationDates, now = new Date()): boolean {
  return verifiedSince(list) < reverificationCutoff(now);
}

/** The moment a list that is not due yet becomes due by age (to the second); null if it is due already. */
export function verificationDueAt(list: VerificationDates, now = new Date()): Date | null {
  if (isVerificationPastDue(list, now)) return null;
  // Calendar months vary in length, so the moment is found by halving: not due at `low`, due at `high`.
  let low = now.getTime();
  let high = addMonths(verifiedSince(list), reverifyAfterMonths()).getTime() + 7 * 86_400_000;
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2);
    if (isVerificationPastDue(list, new Date(middle))) high = middle;
    else low = middle;
  }
  return new Date(high);
}
