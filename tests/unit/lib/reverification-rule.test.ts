import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { formatTimeAgo, timeAgoChangesAt } from "@/lib/time-ago";
import { addMonths, isVerificationPastDue, reverificationCutoff, reverifyAfterMonths, verificationDueAt } from "@/lib/reverification/rule";

const now = new Date("2026-11-26T12:00:00Z");

afterEach(() => {
  delete process.env.REVERIFY_AFTER_MONTHS;
});

describe("when a list's verification is past due", () => {
  it("is twelve months by default, and REVERIFY_AFTER_MONTHS changes it; a value that is not 1-120 months reads as the default", () => {
    expect(reverifyAfterMonths()).toBe(12);
    process.env.REVERIFY_AFTER_MONTHS = "6";
    expect(reverifyAfterMonths()).toBe(6);
    for (const value of ["0", "-3", "1.5", "abc", "121", ""]) {
      process.env.REVERIFY_AFTER_MONTHS = value;
      expect(reverifyAfterMonths(), value).toBe(12);
    }
  });

  it("counts from the last verification, else from the publication", () => {
    const dates = (lastVerifiedAt: string | null, publishedAt: string | null) => ({
      lastVerifiedAt: lastVerifiedAt ? new Date(lastVerifiedAt) : null,
      publishedAt: publishedAt ? new Date(publishedAt) : null,
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
    expect(reverificationCutoff(now).toISOString()).toBe("2025-11-26T12:00:00.000Z");
    expect(isVerificationPastDue(dates("2025-11-26T11:59:59Z", null), now)).toBe(true);
    expect(isVerificationPastDue(dates("2025-11-26T12:00:00Z", null), now)).toBe(false);
    expect(isVerificationPastDue(dates(null, "2025-10-01T00:00:00Z"), now)).toBe(true);
    expect(isVerificationPastDue(dates(null, "2026-10-01T00:00:00Z"), now)).toBe(false);
    expect(isVerificationPastDue(dates("2026-10-01T00:00:00Z", "2019-01-01T00:00:00Z"), now)).toBe(false);
  });

  it("moves by calendar months, falling back to the month's last day", () => {
    expect(addMonths(new Date("2026-03-31T08:00:00Z"), -1).toISOString()).toBe("2026-02-28T08:00:00.000Z");
    expect(addMonths(new Date("2024-02-29T00:00:00Z"), -12).toISOString()).toBe("2023-02-28T00:00:00.000Z");
  });

  it("says when a list that is not due yet becomes due, to the second, and nothing for one that is due", () => {
    const list = { lastVerifiedAt: new Date("2026-01-15T09:30:00Z"), publishedAt: null, createdAt: new Date("2020-01-01T00:00:00Z") };
    expect(verificationDueAt(list, now)?.toISOString()).toMatch(/^2027-01-15T09:30:0[01]/);
    expect(verificationDueAt({ ...list, lastVerifiedAt: new Date("2025-01-01T00:00:00Z") }, now)).toBeNull();
  });

  it("finds the moment the due badge appears for any date and setting", () => {
    const MIN = Date.UTC(2020, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: MIN, max: MIN + 5 * 365 * 86_400_000 }), fc.integer({ min: 0, max: 800 * 86_400_000 }), fc.integer({ min: 1, max: 24 }), (since, elapsed, months) => {
        process.env.REVERIFY_AFTER_MONTHS = String(months);
        const list = { lastVerifiedAt: new Date(since), publishedAt: null, createdAt: new Date(MIN) };
        const at = new Date(since + elapsed);
        const due = verificationDueAt(list, at);
        if (isVerificationPastDue(list, at)) return due === null;
        return due !== null && due > at && isVerificationPastDue(list, due) && !isVerificationPastDue(list, new Date(due.getTime() - 1000));
      }),
      { numRuns: 500 },
    );
  });
});

describe("how long ago, in words", () => {
  it("reads days, months and years", () => {
    expect(formatTimeAgo(new Date("2026-11-26T01:00:00Z"), now)).toBe("today");
    expect(formatTimeAgo(new Date("2026-11-25T10:00:00Z"), now)).toBe("yesterday");
    expect(formatTimeAgo(new Date("2026-11-06T12:00:00Z"), now)).toBe("20 days ago");
    expect(formatTimeAgo(new Date("2026-10-20T12:00:00Z"), now)).toBe("a month ago");
    expect(formatTimeAgo(new Date("2026-02-27T12:00:00Z"), now)).toBe("8 months ago");
    expect(formatTimeAgo(new Date("2025-11-20T12:00:00Z"), now)).toBe("a year ago");
    expect(formatTimeAgo(new Date("2023-01-01T12:00:00Z"), now)).toBe("3 years ago");
  });

  it("says when the words next change: a day after the last change, or the UTC midnight the months turn", () => {
    expect(timeAgoChangesAt(new Date("2026-11-20T08:00:00Z"), now).toISOString()).toBe("2026-11-27T08:00:00.000Z");
    expect(timeAgoChangesAt(new Date("2026-02-27T12:00:00Z"), now).toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(timeAgoChangesAt(new Date("2026-02-28T12:00:00Z"), now).toISOString()).toBe("2026-11-28T00:00:00.000Z");
  });

  it("reads the same until that moment and differently from it, for any two dates", () => {
    const MIN = Date.UTC(2020, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: MIN, max: MIN + 5 * 365 * 86_400_000 }), fc.integer({ min: -2 * 86_400_000, max: 6 * 365 * 86_400_000 }), (then, elapsed) => {
        const at = new Date(then + elapsed);
        const change = timeAgoChangesAt(new Date(then), at);
        const words = formatTimeAgo(new Date(then), at);
        return change > at && formatTimeAgo(new Date(then), new Date(change.getTime() - 1)) === words && formatTimeAgo(new Date(then), change) !== words;
      }),
      { numRuns: 1000 },
    );
  });
});
