import { expect, test } from "@playwright/test";
import { listBySlug, published, publishedIn } from "@/tests/support/e2e/seeded-site";

// With JavaScript off, the public pages still render in full and their forms still work (GET forms).
test.use({ javaScriptEnabled: false });

test("home renders its hero, lists and experts", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("h1")).toHaveText("Practical, inspirational, and expert lists for all your plans and projects.");
  await expect(page.getByTestId("recommended-lists").locator("article")).toHaveCount(5);
  await expect(page.getByTestId("home-experts").locator("article")).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "How to find the right list" })).toBeVisible();
});

test("a list renders its header, body and related lists", async ({ page }) => {
  const list = listBySlug("road-trip-planning-guide-routing-stops-and-car-prep-for-1000-miles");
  await page.goto(`/lists/${list.slug}`);
  await expect(page.locator("h1")).toHaveText(list.title);
  await expect(page.getByRole("complementary", { name: "Methodology" })).toContainText(list.methodology);
  await expect(page.getByTestId("list-article").locator("h2").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related Lists You Might Like" })).toBeVisible();
});

test("a topic with filters renders the filtered lists, and Apply works as a plain form", async ({ page }) => {
  const free = publishedIn("travel").filter((list) => list.isFree);
  await page.goto("/topics/travel?sort=title&type=free");
  await expect(page.locator("main article")).toHaveCount(free.length);
  expect(await page.locator("main article h2 a").allInnerTexts()).toEqual(free.map((list) => list.title).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  await page.getByLabel("Type").selectOption("premium");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/type=premium/);
  await expect(page.locator("main article")).toHaveCount(publishedIn("travel").length - free.length);
});

test("a curator renders the profile and the curated lists", async ({ page }) => {
  await page.goto("/curators/tom-alvarez");
  await expect(page.locator("h1")).toHaveText("Tom Alvarez");
  const lists = published.filter((list) => list.expertHandle === "tom-alvarez");
  await expect(page.getByRole("heading", { name: `Curated Lists (${lists.length})` })).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(lists.length);
});

test("a search with filters renders its results, and the header search works as a plain form", async ({ page }) => {
  const expected = published.filter((list) => list.categorySlug === "money" && list.qualityScore >= 80).length;
  await page.goto("/search?category=money&minScore=80");
  await expect(page.getByText(`Found ${expected} list(s)`)).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(expected);
  const box = page.locator("header").first().getByPlaceholder("Search lists...");
  await box.fill("packing");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=packing$/);
  await expect(page.getByText(/^Found [1-9]\d* list\(s\)$/)).toBeVisible();
});

test("the not-found screens render with status 404, title and message, inside the site's header", async ({ page }) => {
  const screens = [
    { path: "/lists/no-such-list", title: "List Not Found", text: "The list you're looking for doesn't exist or has been removed." },
    { path: "/topics/no-such-topic", title: "Category Not Found", text: "We couldn't find that topic." },
    { path: "/curators/no-such-curator", title: "Curator Not Found", text: "We couldn't find that curator." },
    { path: "/no/such/page", title: "Page Not Found", text: "The page you're looking for doesn't exist" },
  ];
  for (const screen of screens) {
    const response = await page.goto(screen.path);
    expect(response!.status(), screen.path).toBe(404);
    await expect(page.locator("h1")).toHaveText(screen.title);
    await expect(page).toHaveTitle(`${screen.title} | the Lists`);
    await expect(page.getByText(screen.text)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible();
  }
});
