import { describe, expect, it } from "vitest";
import {
  FALLBACK_CATEGORIES,
  FALLBACK_CHIPS,
  FALLBACK_EXPERTS,
  FALLBACK_LISTS,
  sampleCategoryHref,
  withFallback,
} from "@/components/public/fallback-content";

describe("fallback content", () => {
  it("has five lists, five experts, seven categories and ten chips", () => {
    expect(FALLBACK_LISTS).toHaveLength(5);
    expect(FALLBACK_EXPERTS).toHaveLength(5);
    expect(FALLBACK_CATEGORIES).toHaveLength(7);
    expect(FALLBACK_CHIPS).toHaveLength(10);
  });

  it("has no duplicates a page would render twice", () => {
    expect(new Set(FALLBACK_LISTS.map((list) => list.key)).size).toBe(5);
    expect(new Set(FALLBACK_EXPERTS.map((expert) => expert.key)).size).toBe(5);
    expect(new Set(FALLBACK_CATEGORIES.map((category) => category.slug)).size).toBe(7);
    expect(new Set(FALLBACK_CHIPS).size).toBe(10);
  });

  it("gives every sample list a score out of 100, a verification status and a picture that ships with the site", () => {
    for (const list of FALLBACK_LISTS) {
      expect(list.qualityScore).toBeGreaterThanOrEqual(0);
      expect(list.qualityScore).toBeLessThanOrEqual(100);
      expect(["verified", "community"]).toContain(list.verificationStatus);
      expect(list.imageUrl).toMatch(/^\/images\//);
    }
  });

  it("never gives a sample a list slug or curator handle that would lead to a 404", () => {
    for (const sample of [...FALLBACK_LISTS, ...FALLBACK_EXPERTS]) {
      expect(sample).not.toHaveProperty("slug");
      expect(sample).not.toHaveProperty("handle");
    }
  });

  it("sends a sample category to a search for its name instead of a topic page that does not exist", () => {
    expect(sampleCategoryHref({ name: "Home & Garden", slug: "home" })).toBe("/search?q=Home%20%26%20Garden");
  });
});

describe("withFallback", () => {
  it("keeps the real items when there are any", () => {
    expect(withFallback([1, 2], ["a"])).toEqual({ sample: false, items: [1, 2] });
  });

  it("uses the samples when the database returned nothing", () => {
    expect(withFallback([], FALLBACK_CHIPS)).toEqual({ sample: true, items: FALLBACK_CHIPS });
  });
});
