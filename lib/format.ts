// Dates as the site and the admin panel show them, in UTC so a date reads the same on the server and in
// every browser. No other imports, so the admin panel's bundle can use it too.

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Jan 05, 2025" */
export function formatDate(date: Date | string): string {
  return dayFormat.format(new Date(date));
}

/** "Jan 05, 2025, 3:04 PM" */
export function formatDateTime(date: Date | string): string {
  return dateTimeFormat.format(new Date(date));
}

/** "Jan 2025", for curator cards. */
export function formatMonthYear(date: Date | string): string {
  return monthFormat.format(new Date(date));
}
