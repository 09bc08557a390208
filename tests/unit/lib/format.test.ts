import { describe, expect, it } from "vitest";
import { formatDate, formatMonthYear } from "@/lib/format";
import { PREVIEW_LENGTH, cutText, previewText } from "@/lib/preview-text";
import { htmlToText } from "@/lib/sanitize";

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

  it("gives the same preview as converting the whole body, however long the body and wherever its tags fall", () => {
    const whole = (html: string, length: number) => {
      const text = htmlToText(html);
      return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
    };
    const bodies = [
      `<h2>Before you go</h2><ul>${Array.from({ length: 40 }, (_, n) => `<li>Item&nbsp;${n} &amp; more</li>`).join("")}</ul>`,
      `<p>${"a".repeat(2_000)}</p><p>tail</p>`,
      `${"plain words without tags ".repeat(80)}`,
      `<style>p > a { color: red }</style><p>${"Styled text. ".repeat(60)}</p>`,
      `<p title="a > b">${"x ".repeat(30)}</p><script>ignored()</script><p>${"y ".repeat(300)}</p>`,
      "<p>Short</p>",
    ];
    for (const body of bodies) {
      for (const length of [PREVIEW_LENGTH.compact, PREVIEW_LENGTH.card, 40]) expect(previewText(body, length), body.slice(0, 40)).toBe(whole(body, length));
    }
  });

  it("uses the preview lengths", () => {
    expect(PREVIEW_LENGTH).toEqual({ card: 150, compact: 100, description: 160 });
  });
});

describe("cutText", () => {
  it("cuts a stored plain-text preview to a card's length as previewText cuts the body", () => {
    const body = `<p>${"Pack the charger and the adapter before the long flight. ".repeat(5)}</p>`;
    const stored = htmlToText(body).slice(0, 199).trimEnd() + "…";
    expect(cutText(stored, PREVIEW_LENGTH.compact)).toBe(previewText(body, PREVIEW_LENGTH.compact));
    expect(cutText("Short list", PREVIEW_LENGTH.compact)).toBe("Short list");
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
