import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";
import { devSignIn, signInAs, uniqueEmail } from "@/tests/support/e2e/sign-in";
import { openDialog } from "@/tests/support/e2e/open-dialog";

// Each flow makes several round trips on a busy machine.
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Axe on the tab itself; the toasts of the last action belong to the panel's shared toaster. */
const expectAccessibleTab = (page: Page) => expectNoSeriousA11yViolations(page, { exclude: "[data-sonner-toaster]" });

const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Categories" });
const card = (page: Page, name: string) => page.getByTestId("category-card").filter({ hasText: name });

test("an admin adds, renames, reorders, hides and deletes a category, and the public site follows on the next load", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/categories");
  const name = `Pottery ${unique()}`;
  const slug = name.toLowerCase().replace(/ /g, "-");

  await page.getByRole("button", { name: "Add Category" }).click();
  const form = page.getByRole("form", { name: "Add Category" });
  await form.getByLabel("Name").fill(name);
  await expect(form.getByLabel("Slug")).toHaveValue(slug);
  await expect(form.getByLabel("Slug")).toHaveAttribute("readonly", "");
  await form.getByRole("button", { name: "Add Category" }).click();
  await expect(page.getByText("Category created successfully.")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(card(page, name)).toContainText("0 lists");
  await expectAccessibleTab(page);

  // Keyboard reordering: the new category is last; one step up puts it before the one above.
  const names = page.getByTestId("category-card").locator("p.font-semibold");
  const before = await names.allTextContents();
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  await expect(names).toHaveText([...before.slice(0, -2), name, before.at(-2)!]);
  await page.reload();
  await expect(names).toHaveText([...before.slice(0, -2), name, before.at(-2)!]);

  await page.goto("/");
  await expect(categoryNav(page).getByRole("link", { name })).toHaveAttribute("href", `/topics/${slug}`);

  await page.goto("/admin/categories");
  const renamed = `${name} Studio`;
  await page.getByRole("button", { name: `Rename ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Rename Category" });
  await dialog.getByLabel("Name").fill(renamed);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category updated successfully.")).toBeVisible();
  await expect(card(page, renamed)).toBeVisible();

  const visibility = page.getByRole("switch", { name: `Show ${renamed} on the site` });
  await expect(visibility).toHaveAttribute("aria-checked", "true");
  await visibility.click();
  await expect(visibility).toHaveAttribute("aria-checked", "false");
  await expect(card(page, renamed)).toContainText("Hidden");

  await page.goto("/");
  await expect(categoryNav(page).getByRole("link", { name: "Travel" })).toBeVisible();
  await expect(categoryNav(page).getByRole("link", { name: renamed })).toHaveCount(0);
  expect((await page.request.get(`/topics/${slug}`)).status()).toBe(404);

  await page.goto("/admin/categories");
  await page.getByRole("switch", { name: `Show ${renamed} on the site` }).click();
  await expect(page.getByRole("switch", { name: `Show ${renamed} on the site` })).toHaveAttribute("aria-checked", "true");
  await page.goto("/");
  await expect(categoryNav(page).getByRole("link", { name: renamed })).toBeVisible();

  await page.goto("/admin/categories");
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(`Are you sure you want to delete "${renamed}"?`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Category deleted successfully.")).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(0);
});

test("an admin adds a secondary category chip and it shows with its derived slug", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/categories");
  const name = `Picnics ${unique()}`;
  await page.getByRole("button", { name: "Add Secondary Category" }).click();
  const form = page.getByRole("form", { name: "Add Secondary Category" });
  await form.getByLabel("Name").fill(name);
  await expect(form.getByLabel("Slug")).toHaveValue(name.toLowerCase().replace(/ /g, "-"));
  await form.getByRole("button", { name: "Add Secondary Category" }).click();
  await expect(page.getByText("Secondary category created successfully.")).toBeVisible();
  await expect(page.getByTestId("secondary-chip").filter({ hasText: name })).toBeVisible();

  // Leave the shared site as it was: the public specs count the home page's chips.
  const chips = (await (await page.request.get("/api/admin/secondary-categories")).json()) as { id: number; name: string }[];
  const added = chips.find((chip) => chip.name === name);
  expect((await page.request.delete(`/api/admin/secondary-categories/${added?.id}`)).status()).toBeLessThan(300);
});

test("an editor adds, edits and deletes an expert", async ({ page }) => {
  await signInAs(page, "editor");
  await page.goto("/admin/experts");
  const name = `Iris Vale ${unique()}`;
  const dialog = await openDialog(page, "Add Expert");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Specialty").fill("Ceramics");
  await dialog.getByLabel("Credibility score (0-100)").fill("150");
  await dialog.getByRole("button", { name: "Add Expert" }).click();
  await expect(dialog.getByText("The credibility score must be a whole number from 0 to 100.")).toBeVisible();
  await dialog.getByLabel("Credibility score (0-100)").fill("82");
  await dialog.getByLabel("Website").fill("https://iris.example.com");
  await dialog.getByLabel("Verified expert").check();
  await dialog.getByRole("button", { name: "Add Expert" }).click();
  await expect(page.getByText("Expert created successfully.")).toBeVisible();
  const expertCard = page.getByTestId("expert-card").filter({ hasText: name });
  await expect(expertCard).toContainText("Ceramics");
  await expect(expertCard).toContainText("Credibility 82");
  await expect(expertCard).toContainText("0 lists");
  await expectAccessibleTab(page);

  const handle = name.toLowerCase().replace(/ /g, "-");
  await expect(expertCard).toContainText(`@${handle}`);
  await page.goto(`/curators/${handle}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto("/admin/experts");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Expert" });
  await expect(edit.getByLabel("Website")).toHaveValue("https://iris.example.com");
  await edit.getByLabel("Specialty").fill("Stoneware");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Expert updated successfully.")).toBeVisible();
  await expect(expertCard).toContainText("Stoneware");

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(`Are you sure you want to delete expert "${name}"? No lists are credited to them.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Expert deleted successfully.")).toBeVisible();
  await expect(expertCard).toHaveCount(0);
  expect((await page.request.get(`/curators/${handle}`)).status()).toBe(404);
});

test("an admin changes a user's role and it applies on that user's next request", async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const email = uniqueEmail("promoted");
  await devSignIn(otherPage, { email, firstName: "Pat", lastName: "Promoted" });

  await signInAs(page, "admin");
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Roles" })).toBeVisible();
  await expect(page.getByText("Can manage content and experts")).toBeVisible();
  const userCard = page.getByTestId("user-card").filter({ hasText: email });
  const selector = userCard.getByLabel("Role of Pat Promoted");
  await expect(selector).toHaveValue("viewer");
  await expectAccessibleTab(page);
  await selector.selectOption("editor");
  await expect(page.getByText("User role has been updated successfully.")).toBeVisible();
  await expect(selector).toBeEnabled();
  await expect(selector).toHaveValue("editor");

  await otherPage.goto("/admin");
  await expect(otherPage.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Experts" })).toBeVisible();
  await other.close();
});

test("the dashboard's Add Expert opens the Experts tab with the Add Expert dialog open, and closing it clears the address", async ({ page }) => {
  await signInAs(page, "editor", "/admin");
  const dialog = await openDialog(page, "Add Expert");
  await expect(page).toHaveURL(/\/admin\/experts\?edit=new$/);
  await expect(dialog.getByLabel("Name")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/experts$/);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
