import { expect, test } from "@playwright/test";
import { listBySlug } from "@/tests/support/e2e/seeded-site";

// The report dialog against the real POST /api/public/reports: the answer the test sees is the server's.
const list = listBySlug("sunday-meal-prep-plan-five-weekday-lunches-in-90-minutes");

test("a report is stored with listId, reason and description, thanked, and the dialog closes and resets", async ({ page }) => {
  await page.goto(`/lists/${list.slug}`);
  await page.getByRole("button", { name: "Report This List" }).click();
  const dialog = page.getByRole("dialog", { name: "Report This List" });
  await expect(dialog.getByRole("radio", { name: "Outdated Information" })).toBeChecked();
  await dialog.getByRole("radio", { name: "Conflict of Interest" }).check();
  await dialog.getByLabel(/Details/).fill("The author sells the containers.");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/public/reports") && response.request().method() === "POST");
  await dialog.getByRole("button", { name: "Submit Report" }).click();

  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ reason: "coi", status: "pending", id: expect.any(Number), listId: expect.any(Number) });
  expect(response.request().postDataJSON()).toMatchObject({ reason: "coi", description: "The author sells the containers." });

  await expect(page.getByText("Report submitted", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for helping us maintain quality content.", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Report This List" }).click();
  await expect(dialog.getByRole("radio", { name: "Outdated Information" })).toBeChecked();
  await expect(dialog.getByLabel(/Details/)).toHaveValue("");
});

test("reporting the same list for the same reason again the same day is thanked but stored once", async ({ page }) => {
  await page.goto(`/lists/${list.slug}`);
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/public/reports")) statuses.push(response.status());
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByRole("button", { name: "Report This List" }).click();
    const dialog = page.getByRole("dialog", { name: "Report This List" });
    await dialog.getByRole("radio", { name: "Broken Links" }).check();
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByText("Report submitted", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  expect(statuses).toEqual([201, 200]);
});

test("a failed report shows Failed to submit report and keeps the dialog open", async ({ page }) => {
  // The one stubbed answer: a server failure cannot be caused on demand.
  await page.route("**/api/public/reports", (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
  await page.goto(`/lists/${list.slug}`);
  await page.getByRole("button", { name: "Report This List" }).click();
  const dialog = page.getByRole("dialog", { name: "Report This List" });
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText("Failed to submit report", { exact: true })).toBeVisible();
  await expect(page.getByText("Please try again later.", { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("Cancel and Escape close the dialog without sending", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/public/reports")) sent.push(request.method());
  });
  await page.goto(`/lists/${list.slug}`);
  const dialog = page.getByRole("dialog", { name: "Report This List" });
  await page.getByRole("button", { name: "Report This List" }).click();
  await dialog.getByRole("radio", { name: "Spam or Low Quality" }).check();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Report This List" }).click();
  await expect(dialog.getByRole("radio", { name: "Outdated Information" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dialog opens, posts the report as a plain form, and the page says Report submitted", async ({ page }) => {
    await page.goto(`/lists/${list.slug}`);
    await page.getByRole("button", { name: "Report This List" }).click();
    const dialog = page.getByRole("dialog", { name: "Report This List" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio", { name: "Spam or Low Quality" }).check();
    await dialog.getByLabel(/Details/).fill("Copied from another site.");
    await dialog.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report submitted" })).toContainText("Thank you for helping us maintain quality content.");
    await expect(dialog).toBeHidden();
  });
});
