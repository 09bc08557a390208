// Facts about the seeded demo content the shared end-to-end server starts with (computed from the seed
// files, so the specs follow the data), and what every public page has.
import { expect, type Page } from "@playwright/test";
import { seedCategories } from "@/prisma/seed-data/categories";
import { seedExperts } from "@/prisma/seed-data/experts";
import { seedLists } from "@/prisma/seed-data/lists";

export const published = seedLists.filter((list) => list.status === "published");
export const drafts = seedLists.filter((list) => list.status === "draft");
export const categories = [...seedCategories].sort((a, b) => a.sortOrder - b.sortOrder);
export const experts = seedExperts;

export function listBySlug(slug: string) {
  const list = seedLists.find((candidate) => candidate.slug === slug);
  if (!list) throw new Error(`No seeded list ${slug}`);
  return list;
}

export function expertByHandle(handle: string) {
  const expert = seedExperts.find((candidate) => candidate.handle === handle);
  if (!expert) throw new Error(`No seeded expert ${handle}`);
  return expert;
}

export const publishedIn = (categorySlug: string) => published.filter((list) => list.categorySlug === categorySlug);

/** Every public page has exactly one h1. */
export async function expectOneH1(page: Page, text?: string | RegExp) {
  await expect(page.locator("h1")).toHaveCount(1);
  if (text) await expect(page.locator("h1")).toHaveText(text);
}

/** The texts of the list cards' titles in a grid, in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return page.locator("main article :is(h2, h3)").allInnerTexts();
}
