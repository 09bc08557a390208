import { expect, test } from "@playwright/test";
import { expertByHandle, published, publishedIn } from "@/tests/support/e2e/seeded-site";

// Topic and search filters live in the URL: each filtered view is a link, rendered on the server.

const titlesOnPage = (page: import("@playwright/test").Page) => page.locator("main article h2 a").allInnerTexts();

test.describe("topic filters in the URL", () => {
  test("sort=title lists titles A-Z", async ({ page }) => {
    await page.goto("/topics/home?sort=title");
    await expect(page.getByLabel("Sort by")).toHaveValue("title");
    const titles = await titlesOnPage(page);
    expect(titles).toEqual(publishedIn("home").map((list) => list.title).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test("type=free and type=premium split the lists by price", async ({ page }) => {
    const lists = publishedIn("travel");
    await page.goto("/topics/travel?type=free");
    await expect(page.getByLabel("Type")).toHaveValue("free");
    expect((await titlesOnPage(page)).sort()).toEqual(lists.filter((list) => list.isFree).map((list) => list.title).sort());
    await expect(page.getByTestId("list-count")).toHaveText(`${lists.filter((list) => list.isFree).length} lists matching your filters`);
    await page.goto("/topics/travel?type=premium");
    expect((await titlesOnPage(page)).sort()).toEqual(lists.filter((list) => !list.isFree).map((list) => list.title).sort());
  });

  test("expert=<handle> shows one expert's lists; the expert choices are the experts of the topic", async ({ page }) => {
    const lists = publishedIn("travel");
    const handles = [...new Set(lists.map((list) => list.expertHandle).filter((handle): handle is string => Boolean(handle)))];
    await page.goto("/topics/travel?expert=hannah-wright");
    await expect(page.getByLabel("Expert")).toHaveValue("hannah-wright");
    const options = await page.getByLabel("Expert").locator("option").allInnerTexts();
    expect(options[0]).toBe("All Experts");
    expect(options.slice(1).sort()).toEqual(handles.map((handle) => expertByHandle(handle).name).sort());
    expect((await titlesOnPage(page)).sort()).toEqual(lists.filter((list) => list.expertHandle === "hannah-wright").map((list) => list.title).sort());
  });

  test("changing a select applies the filter at once, and Apply submits the form", async ({ page }) => {
    await page.goto("/topics/travel");
    await page.getByLabel("Sort by").selectOption("title");
    await expect(page).toHaveURL(/\/topics\/travel\?sort=title$/);
    await expect(page.getByLabel("Sort by")).toHaveValue("title");
    await page.getByLabel("Type").selectOption("free");
    await expect(page).toHaveURL(/sort=title&type=free/);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=title&type=free/);
    await expect(page.getByTestId("list-count")).toHaveText(`${publishedIn("travel").filter((list) => list.isFree).length} lists matching your filters`);
  });
});

test.describe("search filters in the URL", () => {
  const count = (filter: (list: (typeof published)[number]) => boolean) => published.filter(filter).length;

  test("category, verification and minScore narrow the results, counted as Found n list(s)", async ({ page }) => {
    const cases: [string, number][] = [
      ["category=travel", count((list) => list.categorySlug === "travel")],
      ["verification=community", count((list) => list.verificationStatus === "community")],
      ["verification=verified", count((list) => list.verificationStatus === "verified")],
      ["minScore=90", count((list) => list.qualityScore >= 90)],
      ["category=travel&verification=verified&minScore=90", count((list) => list.categorySlug === "travel" && list.verificationStatus === "verified" && list.qualityScore >= 90)],
      ["verification=all", published.length],
    ];
    for (const [query, expected] of cases) {
      await page.goto(`/search?${query}`);
      await expect(page.getByText(/^Found \d+ list\(s\)$/), query).toHaveText(`Found ${expected} list(s)`);
    }
  });

  test("the form shows the filters of the URL", async ({ page }) => {
    await page.goto("/search?q=budget&category=money&verification=verified&minScore=80");
    await expect(page.getByLabel("Keywords")).toHaveValue("budget");
    await expect(page.getByLabel("Category")).toHaveValue("money");
    await expect(page.getByLabel("Verification")).toHaveValue("verified");
    await expect(page.getByLabel("Minimum quality")).toHaveValue("80");
    for (const title of await titlesOnPage(page)) {
      const list = published.find((candidate) => candidate.title === title)!;
      expect(list.categorySlug).toBe("money");
      expect(list.verificationStatus).toBe("verified");
      expect(list.qualityScore).toBeGreaterThanOrEqual(80);
    }
  });

  test("the Search button puts the filters in the URL", async ({ page }) => {
    await page.goto("/search");
    await page.getByLabel("Keywords").fill("wedding");
    await page.getByLabel("Category").selectOption("events");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=wedding&category=events$/);
    await expect(page.getByText(/^Found [1-9]\d* list\(s\)$/)).toBeVisible();
  });

  test("a misspelled search finds what the right spelling finds and offers Did you mean, which links to it", async ({ page }) => {
    await page.goto("/search?q=weddign&category=events");
    const titles = await titlesOnPage(page);
    expect(titles.length).toBeGreaterThan(0);
    const suggestion = page.getByTestId("did-you-mean");
    await expect(suggestion).toHaveText("Did you mean wedding?");
    await suggestion.getByRole("link", { name: "wedding" }).click();
    await expect(page).toHaveURL(/\/search\?q=wedding&category=events$/);
    await expect(page.locator("main article h2 a")).toHaveText(titles);
    await expect(page.getByTestId("did-you-mean")).toHaveCount(0);
  });

  test("results beyond one page are paginated", async ({ page }) => {
    await page.goto("/search?verification=all");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const firstPage = await titlesOnPage(page);
    expect(firstPage).toHaveLength(12);
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/verification=all&page=2/);
    const secondPage = await titlesOnPage(page);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
  });
});

test.describe("header search", () => {
  test("Enter with a blank or whitespace-only value does nothing", async ({ page }) => {
    await page.goto("/trending");
    const box = page.locator("header").first().getByPlaceholder("Search lists...");
    await box.fill("   ");
    await box.press("Enter");
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/trending$/);
    await box.fill("");
    await box.press("Enter");
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/trending$/);
  });

  test("Enter with a value opens /search?q= with the value URL-encoded", async ({ page }) => {
    await page.goto("/trending");
    const box = page.locator("header").first().getByPlaceholder("Search lists...");
    await box.fill("road trip");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=road%20trip$/);
    await expect(page.getByLabel("Keywords")).toHaveValue("road trip");
    await expect(page.getByText(/^Found [1-9]\d* list\(s\)$/)).toBeVisible();
  });
});
