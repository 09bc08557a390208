import { describe, expect, it } from "vitest";
import { PREVIEW_LENGTH, formatDate, formatMonthYear, previewText } from "@/lib/format";

describe("previewText", () => {
  it("strips tags and cuts to the given length with an ellipsis", () => {
    const body = `<p>${"word ".repeat(60)}</p>`;
    const preview = previewText(body, PREVIEW_LENGTH.card);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(preview).not.toContain("<");
  });

  it("leaves short text whole", () => {
    expect(previewText("<p>Short <em>list</em></p>", PREVIEW_LENGTH.compact)).toBe("Short list");
  });

  it("uses the preview lengths", () => {
    expect(PREVIEW_LENGTH).toEqual({ card: 150, compact: 100 });
  });
});

describe("dates", () => {
  it("formats a day like Jan 05, 2025", () => {
    expect(formatDate(new Date("2025-01-05T23:30:00Z"))).toBe("Jan 05, 2025");
    expect(formatDate("2024-11-21T00:00:00Z")).toBe("Nov 21, 2024");
  });

  it("formats month and year for curator cards", () => {
    expect(formatMonthYear(new Date("2025-01-05T00:00:00Z"))).toBe("Jan 2025");
  });
});
