import type { SeedCategory, SeedSecondaryCategory } from "./types";

export const seedCategories: SeedCategory[] = [
  { name: "Travel", slug: "travel", sortOrder: 1 },
  { name: "Home & Garden", slug: "home", sortOrder: 2 },
  { name: "Food & Drink", slug: "food", sortOrder: 3 },
  { name: "Health & Wellness", slug: "wellness", sortOrder: 4 },
  { name: "Money", slug: "money", sortOrder: 5 },
  { name: "Career", slug: "career", sortOrder: 6 },
  { name: "Events", slug: "events", sortOrder: 7 },
];

export const seedSecondaryCategories: SeedSecondaryCategory[] = [
  { name: "Weddings", slug: "weddings", sortOrder: 1 },
  { name: "Moving House", slug: "moving-house", sortOrder: 2 },
  { name: "New Baby", slug: "new-baby", sortOrder: 3 },
  { name: "Road Trips", slug: "road-trips", sortOrder: 4 },
  { name: "Holiday Hosting", slug: "holiday-hosting", sortOrder: 5 },
  { name: "Garden Projects", slug: "garden-projects", sortOrder: 6 },
  { name: "Job Hunting", slug: "job-hunting", sortOrder: 7 },
  { name: "Retirement", slug: "retirement", sortOrder: 8 },
  { name: "Back to School", slug: "back-to-school", sortOrder: 9 },
  { name: "Renovation", slug: "renovation", sortOrder: 10 },
];
