import { expect, test } from "@playwright/test";

// The report dialog talks to POST /api/public/reports; the answer is stubbed here so the dialog's own
// behaviour is tested whatever the endpoint does.
const slug = "sunday-meal-prep-plan-five-weekday-lunches-in-90-minutes";

test("a report is sent with listId, reason and description, thanked, and the dialog closes and resets", async ({ page }) => {
  const bodies: unknown[] = [];
  await page.route("**/api/public/reports", async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1}' });
  });
  await page.goto(`/lists/${slug}`);
  await page.getByRole("button", { name: "Report This List" }).click();
  const dialog = page.getByRole("dialog", { name: "Report This List" });
  await dialog.getByRole("radio", { name: "Conflict of Interest" }).check();
  await dialog.getByLabel(/Details/).fill("The author sells the containers.");
  await dialog.getByRole("button", { name: "Submit Report" }).click();

  await expect(page.getByText("Report submitted", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for helping us maintain quality content.", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ reason: "coi", description: "The author sells the containers." });
  expect(typeof (bodies[0] as { listId: unknown }).listId).toBe("number");

  await page.getByRole("button", { name: "Report This List" }).click();
  await expect(dialog.getByRole("radio", { name: "Outdated Information" })).toBeChecked();
  await expect(dialog.getByLabel(/Details/)).toHaveValue("");
});

test("a failed report shows Failed to submit report and keeps the dialog open", async ({ page }) => {
  await page.route("**/api/public/reports", (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
  await page.goto(`/lists/${slug}`);
  await page.getByRole("button", { name: "Report This List" }).click();
  const dialog = page.getByRole("dialog", { name: "Report This List" });
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText("Failed to submit report", { exact: true })).toBeVisible();
  await expect(page.getByText("Please try again later.", { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("Escape closes the dialog", async ({ page }) => {
  await page.goto(`/lists/${slug}`);
  await page.getByRole("button", { name: "Report This List" }).click();
  const dialog = page.getByRole("dialog", { name: "Report This List" });
  await expect(dialog.getByRole("radio", { name: "Outdated Information" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
