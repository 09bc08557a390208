import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";

// axe on every public page, at desktop and phone widths; and the phone layout stays usable.

// Each test stands alone, so both workers share this file, the longest of the read-only ones.
test.describe.configure({ mode: "parallel" });

const pages = [
  "/",
  "/lists/the-carry-on-only-packing-checklist-for-a-two-week-trip",
  "/lists/freezer-inventory-and-batch-cooking-guide",
  "/topics/travel",
  "/topics/travel?expert=tom-alvarez",
  "/curators",
  "/curators/page/two",
  "/curators/maya-chen",
  "/trending",
  "/search",
  "/search?q=checklist&minScore=80",
  "/search?q=zzqxjv",
  "/search?minScore=abc",
  "/lists/no-such-list",
  "/topics/no-such-topic",
  "/curators/no-such-curator",
  "/no-such-page",
];

for (const width of [1440, 375]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of pages) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("h1")).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test.describe("phone layout", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("no page scrolls sideways; the category bar scrolls inside itself", async ({ page }) => {
    for (const path of ["/", "/lists/the-carry-on-only-packing-checklist-for-a-two-week-trip", "/topics/travel", "/curators/maya-chen", "/trending", "/search?q=check"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    const bar = page.getByRole("navigation", { name: "Categories" }).getByRole("list");
    const { scrollWidth, clientWidth, overflowX } = await bar.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(overflowX).toBe("auto");
    const events = bar.getByRole("link", { name: "Events" });
    await events.scrollIntoViewIfNeeded();
    await expect(events).toBeInViewport();
  });

  test("the header search and Submit a List are reachable on a phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("header").first().getByPlaceholder("Search lists...")).toBeInViewport();
    await expect(page.getByRole("link", { name: "Submit a List" }).first()).toBeInViewport();
  });
});

test("keyboard focus is visible on links and buttons", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { tag: element.tagName, outlineStyle: style.outlineStyle, outlineWidth: style.outlineWidth };
  });
  expect(outline.tag).toBe("A");
  expect(outline.outlineStyle).not.toBe("none");
  expect(parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);
});
