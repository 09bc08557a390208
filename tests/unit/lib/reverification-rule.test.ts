import { afterEach, describe, expect, it } from "vitest";
import { formatTimeAgo } from "@/lib/time-ago";
import { addMonths, isVerificationPastDue, reverificationCutoff, reverifyAfterMonths } from "@/lib/reverification/rule";

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
});
