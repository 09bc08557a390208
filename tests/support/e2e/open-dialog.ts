import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Clicks the button named `name` until the dialog of that name is open, and returns the dialog: a click
 * made before the admin panel has hydrated opens nothing.
 */
export async function openDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}
