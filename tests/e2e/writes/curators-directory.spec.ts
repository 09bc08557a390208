import { expect, test, type Page } from "@playwright/test";
import { asAdminClient, deleteListsTagged } from "@/tests/support/e2e/sign-in";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";
import { experts, published } from "@/tests/support/e2e/seeded-site";

// /curators with more curators than one page holds: the spec adds curators with a published list each
// through the admin API (so it runs with the writing specs) and removes them afterwards.

const TAG = "E2E Directory";
const ADDED = 26;
const seededCurators = experts.filter((expert) => published.some((list) => list.expertHandle === expert.handle));
// Verified first, then by credibility (highest first), then by name.
const seededOrder = [...seededCurators].sort((a, b) => Number(b.verified) - Number(a.verified) || b.credibilityScore - a.credibilityScore || a.name.localeCompare(b.name));
const total = seededCurators.length + ADDED;
const addedIds: number[] = [];

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  await asAdminClient(baseURL!, async (admin) => {
    for (let index = 0; index < ADDED; index += 1) {
      const number = String(index + 1).padStart(2, "0");
      const expert = await admin.post("/api/admin/experts", { data: { name: `${TAG} Curator ${number}`, specialty: "Directory testing", credibilityScore: 1 } });
      expect(expert.status(), await expert.text()).toBe(201);
      const { id } = (await expert.json()) as { id: number };
      addedIds.push(id);
      const list = await admin.post("/api/admin/content-lists", {
        data: { title: `${TAG} list ${number}`, slug: `e2e-directory-list-${number}`, content: "<p>Directory.</p>", expertId: id, status: "published" },
      });
      expect(list.status(), await list.text()).toBe(201);
    }
  });
});

test.afterAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  await deleteListsTagged(baseURL!, TAG);
  await asAdminClient(baseURL!, async (admin) => {
    for (const id of addedIds) expect((await admin.delete(`/api/admin/experts/${id}`)).status()).toBe(204);
  });
});

const names = (page: Page) => page.locator("main article h2 a");

test("lists every curator with a published list, verified first, 24 to a page, linking to the profiles", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Browse All Experts" }).click();
  await expect(page).toHaveURL(/\/curators$/);
  await expect(page.locator("h1")).toHaveText("Our Curators");
  await expect(page.getByTestId("curator-count")).toContainText(`${total} curators with published lists`);
  await expect(names(page)).toHaveCount(24);
  expect((await names(page).allInnerTexts()).slice(0, seededOrder.length)).toEqual(seededOrder.map((expert) => expert.name));
  const first = seededOrder[0];
  const firstCard = page.locator("main article").first();
  await expect(firstCard.getByText("Verified", { exact: true })).toHaveCount(first.verified ? 1 : 0);
  await expect(firstCard.getByTestId("curator-list-count")).toHaveText(`${published.filter((list) => list.expertHandle === first.handle).length} lists`);
  await page.screenshot({ path: "test-results/screens/curators-desktop.png", fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/curators\/page\/2$/);
  await expect(names(page)).toHaveCount(total - 24);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(page);
  await names(page).first().click();
  await expect(page).toHaveURL(/\/curators\/e2e-directory-curator-\d+$/);
  await expect(page.locator("h1")).toHaveText(/E2E Directory Curator \d+/);
});

test("says so when the page number is not one, and answers a page past the end as not found", async ({ page }) => {
  await page.goto("/curators?page=two");
  await expect(page).toHaveURL(/\/curators\/page\/two$/);
  await expect(page.getByRole("alert").filter({ hasText: "The page number was ignored" })).toContainText("page must be a whole number from 1.");
  await expect(names(page)).toHaveCount(24);
  const pastTheEnd = await page.goto("/curators?page=40");
  await expect(page).toHaveURL(/\/curators\/page\/40$/);
  expect(pastTheEnd?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Page Not Found");
});

test("on a phone", async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  try {
    const page = await phone.newPage();
    await page.goto("/curators");
    await expect(names(page)).toHaveCount(24);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/screens/curators-375.png" });
    await expectNoSeriousA11yViolations(page);
  } finally {
    await phone.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages through the directory with plain links", async ({ page }) => {
    await page.goto("/curators");
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/curators\/page\/2$/);
    await expect(names(page)).toHaveCount(total - 24);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/curators$/);
    await expect(names(page)).toHaveCount(24);
  });
});
