import { expect, test } from "@playwright/test";
import { signInAs } from "@/tests/support/e2e/sign-in";

// The panel shows each role the sections its capabilities allow, from the same map the API enforces.
test("each role sees the sections it may use", async ({ browser }) => {
  const expected = {
    viewer: ["Dashboard", "Preview"],
    contributor: ["Dashboard", "Content", "Preview"],
    editor: ["Dashboard", "Content", "Review", "Experts", "Media", "Preview"],
  } as const;
  for (const [role, sections] of Object.entries(expected)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, role as keyof typeof expected, "/admin");
    await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link")).toHaveText([...sections]);
    await context.close();
  }
});

test("a section is in the address: reload and back keep it, and a forbidden one returns to the dashboard", async ({ page }) => {
  await signInAs(page, "editor", "/admin");
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  await nav.getByRole("link", { name: "Experts" }).click();
  await expect(page).toHaveURL(/\/admin\/experts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Experts" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Experts" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.goto("/admin?tab=media");
  await expect(page.getByRole("heading", { level: 1, name: "Media Library" })).toBeVisible();
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
