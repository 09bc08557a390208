// How long ago something happened, in words; no other imports, so the admin panel's bundle can use it too.
const DAY_MS = 86_400_000;

/** How long ago `date` was, in words: "today", "yesterday", "12 days ago", "3 months ago", "2 years ago". */
export function formatTimeAgo(date: Date | string, now = new Date()): string {
  const then = new Date(date);
  const days = Math.floor((now.getTime() - then.getTime()) / DAY_MS);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 31) return `${days} days ago`;
  let months = (now.getUTCFullYear() - then.getUTCFullYear()) * 12 + now.getUTCMonth() - then.getUTCMonth();
  if (now.getUTCDate() < then.getUTCDate()) months -= 1;
  months = Math.max(1, months);
  if (months < 12) return months === 1 ? "a month ago" : `${months} months ago`;
  const years = Math.floor(months / 12);
  return years === 1 ? "a year ago" : `${years} years ago`;
}

/** The first moment after `now` at which formatTimeAgo(date) reads differently. */
export function timeAgoChangesAt(date: Date | string, now = new Date()): Date {
  const then = new Date(date);
  const days = Math.floor((now.getTime() - then.getTime()) / DAY_MS);
  if (days < 31) return new Date(then.getTime() + (Math.max(days, 0) + 1) * DAY_MS);
  // Months and years are counted in UTC calendar days, so the words change only at a UTC midnight.
  const label = formatTimeAgo(then, now);
  let midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  while (formatTimeAgo(then, new Date(midnight)) === label) midnight += DAY_MS;
  return new Date(midnight);
}
