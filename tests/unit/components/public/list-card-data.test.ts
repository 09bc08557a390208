import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIST_IMAGE,
  QUALITY_BADGE_FROM,
  sampleListCardData,
  showsQualityBadge,
  toListCardData,
  type CardListInput,
} from "@/components/public/list-card-data";
import { FALLBACK_LISTS } from "@/components/public/fallback-content";

const list: CardListInput = {
  id: 7,
  slug: "carry-on-checklist",
  title: "Carry-On Checklist",
  content: `<h2>Before</h2><p>${"Pack <strong>light</strong> and early. ".repeat(20)}</p>`,
  imageUrl: null,
  qualityScore: 93,
  verificationStatus: "verified",
  isFree: true,
  isFavorite: false,
  author: "Ann Lee",
  authorOrg: "Open Road Co.",
  updatedAt: new Date("2025-01-05T12:00:00Z"),
  category: { name: "Travel" },
  expert: { name: "Dr. Maya Chen", handle: "maya-chen" },
};

describe("toListCardData", () => {
  it("links the card to the list and the byline to the expert's curator page", () => {
    const card = toListCardData(list, { previewLength: 150 });
    expect(card.href).toBe("/lists/carry-on-checklist");
    expect(card.byline).toEqual({ name: "Dr. Maya Chen", href: "/curators/maya-chen" });
  });

  it("credits author and organisation, unlinked, when no expert is attached", () => {
    expect(toListCardData({ ...list, expert: null }, { previewLength: 150 }).byline).toEqual({ name: "Ann Lee, Open Road Co.", href: null });
  });

  it("cuts the preview to the given length of text without tags", () => {
    const card = toListCardData(list, { previewLength: 100 });
    expect(card.preview).not.toMatch(/[<>]/);
    expect(card.preview.startsWith("Before Pack light and early.")).toBe(true);
    expect(card.preview.replace(/…$/, "").length).toBeLessThanOrEqual(100);
    expect(toListCardData(list, { previewLength: 150 }).preview.replace(/…$/, "").length).toBeGreaterThan(100);
  });

  it("shows the full date, or month and year only on curator cards", () => {
    expect(toListCardData(list, { previewLength: 150 }).dateLabel).toBe("Updated Jan 05, 2025");
    expect(toListCardData(list, { previewLength: 150, dates: "month" }).dateLabel).toBe("Updated Jan 2025");
  });

  it("uses the default list picture when a list has none", () => {
    expect(toListCardData(list, { previewLength: 150 }).imageUrl).toBe(DEFAULT_LIST_IMAGE);
    expect(toListCardData({ ...list, imageUrl: "/images/x.svg" }, { previewLength: 150 }).imageUrl).toBe("/images/x.svg");
  });
});

describe("sample cards", () => {
  it("never link anywhere", () => {
    for (const sample of FALLBACK_LISTS) {
      const card = sampleListCardData(sample);
      expect(card.href).toBeNull();
      expect(card.byline?.href).toBeNull();
    }
  });
});

describe("showsQualityBadge", () => {
  it("shows the badge on home cards from 90 and on other grids from 80", () => {
    expect(showsQualityBadge(90, QUALITY_BADGE_FROM.home)).toBe(true);
    expect(showsQualityBadge(89, QUALITY_BADGE_FROM.home)).toBe(false);
    expect(showsQualityBadge(80, QUALITY_BADGE_FROM.listing)).toBe(true);
    expect(showsQualityBadge(79, QUALITY_BADGE_FROM.listing)).toBe(false);
    expect(showsQualityBadge(null, QUALITY_BADGE_FROM.listing)).toBe(false);
  });
});
