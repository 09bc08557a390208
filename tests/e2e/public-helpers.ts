// Shared pieces of the public-site end-to-end specs: facts about the seeded demo content (computed from
// the seed files, so the specs follow the data), and an accessibility check with axe.
import AxeBuilder from "@axe-core/playwright";
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

/** Fails on any serious or critical axe violation, listing them. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const report = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join(", ")}`);
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/** Every public page has exactly one h1. */
export async function expectOneH1(page: Page, text?: string | RegExp) {
  await expect(page.locator("h1")).toHaveCount(1);
  if (text) await expect(page.locator("h1")).toHaveText(text);
}

/** The texts of the list cards' titles in a grid, in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return page.locator("main article :is(h2, h3)").allInnerTexts();
}
