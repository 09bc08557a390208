import { expect, test, type Page } from "@playwright/test";
import { asAdminClient, deleteListsTagged } from "@/tests/support/e2e/sign-in";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";

// A curator with more lists than one page of their profile holds (24): the spec adds the curator and
// their lists through the admin API and removes them afterwards.

const TAG = "E2E Paging";
const LISTS = 26;
// Its own handle per run: a retry adds the curator again before the failed run's clean-up is known to be done.
const HANDLE = `e2e-paging-curator-${Date.now().toString(36)}`;
let expertId = 0;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  await asAdminClient(baseURL!, async (admin) => {
    const expert = await admin.post("/api/admin/experts", { data: { name: "E2E Paging Curator", handle: HANDLE, specialty: "Paging" } });
    expect(expert.status(), await expert.text()).toBe(201);
    expertId = ((await expert.json()) as { id: number }).id;
    for (let index = 1; index <= LISTS; index += 1) {
      const number = String(index).padStart(2, "0");
      const list = await admin.post("/api/admin/content-lists", {
        data: { title: `${TAG} list ${number}`, slug: `e2e-paging-list-${number}`, content: "<p>Paging.</p>", expertId, status: "published" },
      });
      expect(list.status(), await list.text()).toBe(201);
    }
  });
});

test.afterAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  await deleteListsTagged(baseURL!, TAG);
  await asAdminClient(baseURL!, async (admin) => {
    if (expertId) expect((await admin.delete(`/api/admin/experts/${expertId}`)).status()).toBe(204);
  });
});

const cards = (page: Page) => page.locator("section[aria-labelledby='curated-heading'] article");

test("a curator's lists come 24 to a page, each page at its own address", async ({ page }) => {
  await page.goto(`/curators/${HANDLE}`);
  await expect(page.getByRole("heading", { name: `Curated Lists (${LISTS})` })).toBeVisible();
  await expect(page.getByTestId("curator-lists-page")).toHaveText("Page 1 of 2");
  await expect(cards(page)).toHaveCount(24);
  // Newest first: the last list added leads.
  await expect(cards(page).first()).toContainText(`${TAG} list ${LISTS}`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/curators/${HANDLE}/page/2$`));
  await expect(cards(page)).toHaveCount(LISTS - 24);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(/E2E Paging Curator, page 2/);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/curators/${HANDLE}?page=2`);
  await expect(page).toHaveURL(new RegExp(`/curators/${HANDLE}/page/2$`));
  const pastTheEnd = await page.goto(`/curators/${HANDLE}/page/3`);
  expect(pastTheEnd?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages through a curator's lists with plain links", async ({ page }) => {
    await page.goto(`/curators/${HANDLE}`);
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(new RegExp(`/curators/${HANDLE}/page/2$`));
    await expect(cards(page)).toHaveCount(LISTS - 24);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(new RegExp(`/curators/${HANDLE}$`));
    await expect(cards(page)).toHaveCount(24);
  });
});
