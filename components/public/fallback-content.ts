// What the home page and the category bar show while the database has nothing to show yet:
// five sample lists, five sample experts, seven default categories and ten
// default secondary chips. Samples are not records: they have no page of their own, so whoever renders
// them must not link them to /lists/… or /curators/… (those would 404).

export interface SampleList {
  key: string;
  title: string;
  summary: string;
  categoryName: string;
  expertName: string;
  qualityScore: number;
  verificationStatus: "verified" | "community";
  isFree: boolean;
  imageUrl: string;
}

export interface SampleExpert {
  key: string;
  name: string;
  specialty: string;
  imageUrl: string;
}

export interface SampleCategory {
  name: string;
  slug: string;
}

export const FALLBACK_LISTS: readonly SampleList[] = [
  {
    key: "sample-carry-on",
    title: "The Carry-On Only Packing Checklist",
    summary: "Two weeks out of one bag: what to pack, what to leave behind, and how to plan one laundry stop.",
    categoryName: "Travel",
    expertName: "Travel Planning Desk",
    qualityScore: 94,
    verificationStatus: "verified",
    isFree: true,
    imageUrl: "/images/demo/lists/travel-1.svg",
  },
  {
    key: "sample-moving",
    title: "First Apartment Moving Checklist",
    summary: "Eight weeks of small, dated tasks that make move-in day calm instead of chaotic.",
    categoryName: "Home & Garden",
    expertName: "Home Organization Desk",
    qualityScore: 91,
    verificationStatus: "verified",
    isFree: true,
    imageUrl: "/images/demo/lists/home-1.svg",
  },
  {
    key: "sample-meal-prep",
    title: "Sunday Meal Prep: Five Weekday Lunches",
    summary: "A shopping list and a 90-minute order of work for five balanced lunches.",
    categoryName: "Food & Drink",
    expertName: "Nutrition Desk",
    qualityScore: 88,
    verificationStatus: "verified",
    isFree: true,
    imageUrl: "/images/demo/lists/food-1.svg",
  },
  {
    key: "sample-emergency-fund",
    title: "Emergency Fund Checklist",
    summary: "How to size, build and protect three months of essential expenses, step by step.",
    categoryName: "Money",
    expertName: "Personal Finance Desk",
    qualityScore: 92,
    verificationStatus: "verified",
    isFree: false,
    imageUrl: "/images/demo/lists/money-1.svg",
  },
  {
    key: "sample-wedding",
    title: "Wedding Planning Timeline: 12 Months Out",
    summary: "Month-by-month milestones from booking the venue to the final headcount.",
    categoryName: "Events",
    expertName: "Community Contributors",
    qualityScore: 86,
    verificationStatus: "community",
    isFree: true,
    imageUrl: "/images/demo/lists/events-1.svg",
  },
];

export const FALLBACK_EXPERTS: readonly SampleExpert[] = [
  { key: "sample-travel", name: "Travel Planning Desk", specialty: "Itineraries & packing", imageUrl: "/images/default-expert.svg" },
  { key: "sample-home", name: "Home Organization Desk", specialty: "Moving & small-space living", imageUrl: "/images/default-expert.svg" },
  { key: "sample-nutrition", name: "Nutrition Desk", specialty: "Meal planning", imageUrl: "/images/default-expert.svg" },
  { key: "sample-finance", name: "Personal Finance Desk", specialty: "Budgets & savings", imageUrl: "/images/default-expert.svg" },
  { key: "sample-career", name: "Career Desk", specialty: "Job search & interviews", imageUrl: "/images/default-expert.svg" },
];

export const FALLBACK_CATEGORIES: readonly SampleCategory[] = [
  { name: "Travel", slug: "travel" },
  { name: "Home & Garden", slug: "home" },
  { name: "Food & Drink", slug: "food" },
  { name: "Health & Wellness", slug: "wellness" },
  { name: "Money", slug: "money" },
  { name: "Career", slug: "career" },
  { name: "Events", slug: "events" },
];

export const FALLBACK_CHIPS: readonly string[] = [
  "Weddings",
  "Moving House",
  "New Baby",
  "Road Trips",
  "Holiday Hosting",
  "Garden Projects",
  "Job Hunting",
  "Retirement",
  "Back to School",
  "Renovation",
];

export type WithFallback<T, S> = { sample: false; items: T[] } | { sample: true; items: readonly S[] };

/** The real items when there are any, else the samples; `sample` says which, so the caller can drop links. */
export function withFallback<T, S>(items: T[], samples: readonly S[]): WithFallback<T, S> {
  return items.length > 0 ? { sample: false, items } : { sample: true, items: samples };
}

/** Where a sample category leads: a search for its name (a topic page for it would not exist). */
export function sampleCategoryHref(category: SampleCategory): string {
  return `/search?q=${encodeURIComponent(category.name)}`;
}
