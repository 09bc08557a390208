import { expect, test, type Page } from "@playwright/test";
import { deleteListsTagged, devSignIn, signInAs, uniqueEmail } from "@/tests/support/e2e/sign-in";
import { openDialog } from "@/tests/support/e2e/open-dialog";

// What each section says when a save fails (the failure made by answering the call with an error) and
// when it works: the toast's title and sentence exactly, one toast at a time, F8 to reach it.

test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const serverDown = { status: 500, contentType: "application/json", body: JSON.stringify({ message: "The database is unavailable." }) };

/** The toast whose sentence is `description`, exactly, under `title`. */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ has: page.locator("[data-description]").getByText(description, { exact: true }) });
  await expect(toast.locator("[data-title]")).toHaveText(title);
  await expect(toast).toBeVisible();
}

/** Answers `method` calls to `url` with `answer` until the returned function is called. */
async function failCalls(page: Page, url: string, method: string, answer: { status: number; contentType?: string; body: string } = serverDown) {
  const handler = (route: Parameters<Parameters<Page["route"]>[1]>[0]) => (route.request().method() === method ? route.fulfill(answer) : route.fallback());
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

test("categories and secondary categories: Failed to create, then created successfully, one toast at a time, F8 reaches it", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/categories");
  for (const kind of [
    { title: "Category", noun: "category", api: "/api/admin/categories" },
    { title: "Secondary Category", noun: "secondary category", api: "/api/admin/secondary-categories" },
  ]) {
    const name = `Kites ${unique()}`;
    await page.getByRole("button", { name: `Add ${kind.title}` }).click();
    const form = page.getByRole("form", { name: `Add ${kind.title}` });
    await form.getByLabel("Name").fill(name);
    const restore = await failCalls(page, `**${kind.api}`, "POST");
    await form.getByRole("button", { name: `Add ${kind.title}` }).click();
    await expectToast(page, "Error", `Failed to create ${kind.noun}.`);
    await expect(form).toBeVisible();
    await restore();
    await form.getByRole("button", { name: `Add ${kind.title}` }).click();
    const created = `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)} created successfully.`;
    await expectToast(page, "Success", created);
    await expect(page.locator("[data-sonner-toast][data-visible='true']")).toHaveCount(1);
    await page.keyboard.press("F8");
    await expect(page.locator("[data-sonner-toaster]")).toBeFocused();

    // Leave the shared site as it was: the public specs count categories and chips.
    const rows = (await (await page.request.get(kind.api)).json()) as { id: number; name: string }[];
    const added = rows.find((row) => row.name === name);
    expect((await page.request.delete(`${kind.api}/${added?.id}`)).status()).toBe(204);
  }
});

test("experts: Failed to create expert., then Expert created successfully.", async ({ page }) => {
  await signInAs(page, "editor", "/admin");
  await page.goto("/admin/experts");
  const name = `Noor Hale ${unique()}`;
  const dialog = await openDialog(page, "Add Expert");
  await dialog.getByLabel("Name").fill(name);
  const restore = await failCalls(page, "**/api/admin/experts", "POST");
  await dialog.getByRole("button", { name: "Add Expert" }).click();
  await expectToast(page, "Error", "Failed to create expert.");
  await expect(dialog).toBeVisible();
  await restore();
  await dialog.getByRole("button", { name: "Add Expert" }).click();
  await expectToast(page, "Success", "Expert created successfully.");
  await expect(dialog).toBeHidden();

  const experts = (await (await page.request.get("/api/admin/experts")).json()) as { id: number; name: string }[];
  expect((await page.request.delete(`/api/admin/experts/${experts.find((expert) => expert.name === name)?.id}`)).status()).toBe(204);
});

test("content: Failed to create content., then Content created successfully.", async ({ page, baseURL }) => {
  const tag = unique();
  try {
    await signInAs(page, "editor", "/admin");
    await page.goto("/admin/content?edit=new");
    const editor = page.getByRole("dialog", { name: "New List" });
    await editor.getByLabel("Title").fill(`Kite flying ${tag}`);
    const restore = await failCalls(page, "**/api/admin/content-lists", "POST");
    await editor.getByRole("button", { name: "Create List" }).click();
    await expectToast(page, "Error", "Failed to create content.");
    await expect(editor).toBeVisible();
    await restore();
    await editor.getByRole("button", { name: "Create List" }).click();
    await expectToast(page, "Success", "Content created successfully.");
    await expect(editor).toBeHidden();
  } finally {
    await deleteListsTagged(baseURL!, tag);
  }
});

test("theme and site settings: Failed to save, then saved successfully", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/theme");
  const primary = page.getByLabel("Primary", { exact: true });
  const original = await primary.inputValue();
  await primary.fill("#123456");
  const restoreTheme = await failCalls(page, "**/api/admin/theme", "POST");
  await page.getByRole("button", { name: "Save Theme" }).click();
  await expectToast(page, "Error", "Failed to save theme settings.");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await restoreTheme();
  // Saving the colour it had leaves the next specs the theme they expect.
  await primary.fill(original);
  await page.getByRole("button", { name: "Save Theme" }).click();
  await expectToast(page, "Success", "Theme settings saved successfully.");

  await page.goto("/admin/settings");
  const tagline = page.getByLabel("Tagline");
  await expect(tagline).not.toHaveValue("");
  const restoreSettings = await failCalls(page, "**/api/admin/site-settings", "POST");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Error", "Failed to save site settings.");
  await restoreSettings();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Success", "Site settings saved successfully. They go live when published.");
});

test("users: a refused role change shows the server's reason, or Failed to update user role; a change that works says Role updated", async ({ page, browser }) => {
  const other = await browser.newContext();
  const email = uniqueEmail("toasted");
  await devSignIn(await other.newPage(), { email, firstName: "Toni", lastName: "Toast" });
  await other.close();

  await signInAs(page, "admin");
  await page.goto("/admin/users");
  const selector = page.getByTestId("user-card").filter({ hasText: email }).getByLabel("Role of Toni Toast");
  await expect(selector).toHaveValue("viewer");

  let restore = await failCalls(page, "**/api/admin/users/*/role", "PATCH", {
    status: 409,
    contentType: "application/json",
    body: JSON.stringify({ message: "An admin must remain: give another account the admin role first." }),
  });
  await selector.selectOption("editor");
  await expectToast(page, "Error", "An admin must remain: give another account the admin role first.");
  await expect(selector).toHaveValue("viewer");
  await restore();

  restore = await failCalls(page, "**/api/admin/users/*/role", "PATCH", { status: 500, body: "" });
  await selector.selectOption("editor");
  await expectToast(page, "Error", "Failed to update user role");
  await restore();

  await selector.selectOption("contributor");
  await expectToast(page, "Role updated", "User role has been updated successfully.");
  await expect(selector).toHaveValue("contributor");
});

test("media: Failed to delete media file., then the file is deleted", async ({ page }) => {
  await signInAs(page, "editor", "/admin");
  await page.goto("/admin/media");
  await page.waitForLoadState("networkidle");
  const name = `kite-${unique()}.pdf`;
  await page.getByLabel("Choose files to upload").setInputFiles({ name, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expectToast(page, "Success", "File uploaded successfully.");
  const card = page.getByRole("list", { name: "Media files" }).getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();

  const restore = await failCalls(page, "**/api/admin/media/*", "DELETE");
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete file" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Error", "Failed to delete media file.");
  await restore();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "File deleted.", name);
  await expect(card).toHaveCount(0);
});
