import { expect, test, type Page } from "@playwright/test";

// Public pages are cached whole and prefetched, so client-side navigations show them at once; the loading
// skeletons (loading.tsx of the intercepting routes) cover only a navigation that has to wait. Direct
// loads get the complete page. slowNavigations holds back every answer that is not a prefetch, so a page
// that shows anyway came from its prefetch.

async function slowNavigations(page: Page, delayMs = 3000) {
  await page.route("**/*", async (route) => {
    const headers = route.request().headers();
    if (headers["rsc"] && !headers["next-router-prefetch"]) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

test("going to Trending from the category bar shows the trending lists", async ({ page }) => {
  await page.goto("/");
  await page.waitForTimeout(1500);
  await slowNavigations(page);
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Trending" }).click();
  // Trending is a cached page, prefetched whole, so it needs no skeleton.
  await expect(page.locator("h1")).toHaveText("Trending Lists", { timeout: 15_000 });
  await expect(page.getByTestId("list-card-skeleton")).toHaveCount(0);
  await expect(page.locator("main article h2 a").first()).toBeVisible();
});

test("the category bar prefetches a topic only once the pointer is over its link", async ({ page }) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForTimeout(1500);
  expect(prefetched).not.toContain("/topics/travel");
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Travel" }).hover();
  await expect.poll(() => prefetched, { timeout: 10_000 }).toContain("/topics/travel");
});

/** Marks the open document: the mark survives a navigation on the client and is gone after a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { documentMark?: boolean }).documentMark = true));
}
const documentMarked = (page: Page) => page.evaluate(() => (window as unknown as { documentMark?: boolean }).documentMark === true);

test("opening a list from a grid goes to the list on the client", async ({ page }) => {
  await page.goto("/trending");
  await page.waitForTimeout(1500);
  await markDocument(page);
  const first = page.locator("main article h2 a").first();
  const title = await first.innerText();
  await first.click();
  await expect(page.locator("h1")).toHaveText(title, { timeout: 15_000 });
  await expect(page.getByTestId("list-card-skeleton")).toHaveCount(0);
  expect(await documentMarked(page)).toBe(true);
});

test("a topic in the footer opens on the client, and with a modifier key in a new tab", async ({ page, context }) => {
  await page.goto("/");
  await page.waitForTimeout(1500);
  await markDocument(page);
  const travel = page.getByRole("contentinfo").getByRole("link", { name: "Travel" });
  const [tab] = await Promise.all([context.waitForEvent("page"), travel.click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab).toHaveURL(/\/topics\/travel$/);
  await tab.close();
  expect(new URL(page.url()).pathname).toBe("/");
  await travel.click();
  await expect(page).toHaveURL(/\/topics\/travel$/);
  await expect(page.locator("h1")).toContainText("Travel");
  expect(await documentMarked(page)).toBe(true);
});

test("a direct load has no skeleton in its HTML", async ({ request }) => {
  for (const path of ["/trending", "/topics/travel", "/curators/maya-chen", "/search?q=check", "/lists/the-carry-on-only-packing-checklist-for-a-two-week-trip"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("list-card-skeleton");
    expect(html, path).not.toContain('<template id="B:');
  }
});

// The global not-found page has a root layout of its own; Next.js's client navigation from it fetches the
// next page but never shows it, so its links and forms load their pages in full.
test("from a missing list's page, a topic in the category bar and the header search open their pages", async ({ page }) => {
  await page.goto("/lists/no-such-list");
  await expect(page.locator("h1")).toHaveText("List Not Found");
  await page.waitForTimeout(1000);
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Travel" }).click();
  await expect(page).toHaveURL(/\/topics\/travel$/);
  await expect(page.locator("h1")).toContainText("Travel");

  await page.goto("/lists/no-such-list");
  await page.waitForTimeout(1000);
  const box = page.locator("header").first().getByPlaceholder("Search lists...");
  await box.fill("packing");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=packing$/);
  await expect(page.getByLabel("Keywords")).toHaveValue("packing");
});
