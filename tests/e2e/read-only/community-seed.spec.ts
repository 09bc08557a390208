import { expect, test } from "@playwright/test";

// The end-to-end server is a production build whose database has lists, so a signed-out visitor is
// refused: the page shows the server's own message, and nothing is created (other specs count lists).
const REFUSAL = "Forbidden: on a production server that already has lists, only a signed-in admin can seed sample data.";

test("a signed-out visitor pressing the seed button sees the server's refusal", async ({ page }) => {
  await page.goto("/seed-production");
  await expect(page.locator("h1")).toHaveText("Seed Sample Data");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/public/seed-production"));
  await page.getByRole("button", { name: "Seed Sample Data" }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(REFUSAL);
  await expect(page.getByText("Failed to seed production data", { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the button posts the page's form and shows the server's refusal", async ({ page }) => {
    await page.goto("/seed-production");
    await page.getByRole("button", { name: "Seed Sample Data" }).click();
    await expect(page.getByText(REFUSAL)).toBeVisible();
  });
});
