import "server-only";
import { seedCategories } from "@/prisma/seed-data/categories";
import { seedLists } from "@/prisma/seed-data/lists";

// The sample data the seed utility creates: one verified curator and five published lists, drawn from
// the demo content (one list from each of five categories) and credited to that curator.

export const SAMPLE_CURATOR = {
  handle: "sample-curator",
  name: "Casey Morgan",
  specialty: "Everyday planning & practical checklists",
  bio: "Casey is a fictional sample curator: a planner who turns research from trusted sources into short, dated checklists. Replace or remove this profile once your own experts are in place.",
  imageUrl: null,
  verified: true,
  credibilityScore: 85,
  socials: { website: "https://example.com/sample-curator" },
} as const;

const SAMPLE_LIST_SLUGS = [
  "the-carry-on-only-packing-checklist-for-a-two-week-trip",
  "first-apartment-moving-checklist-8-weeks-out-to-move-in-day",
  "sunday-meal-prep-plan-five-weekday-lunches-in-90-minutes",
  "emergency-fund-checklist-building-three-months-of-expenses",
  "wedding-planning-timeline-12-months-to-the-big-day",
];

/** Sample lists get their own addresses, so they never collide with lists of the same title. */
export const sampleListSlug = (slug: string) => `sample-${slug}`.slice(0, 200);

export function sampleLists() {
  return SAMPLE_LIST_SLUGS.map((slug) => {
    const list = seedLists.find((candidate) => candidate.slug === slug);
    const category = seedCategories.find((candidate) => candidate.slug === list?.categorySlug);
    if (!list || !category) throw new Error(`The sample list ${slug} is missing from the demo content.`);
    return { list, category };
  });
}
