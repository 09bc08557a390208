import { expect, test, type Page } from "@playwright/test";
import { deleteListsTagged, signInAs } from "@/tests/support/e2e/sign-in";

// The content manager and list editor, driven as an editor and a contributor would.

let tagInUse: string | null = null;
const uniqueTag = () => (tagInUse = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`);

// Leave the shared site as it was, also after a failure: the public specs count its published lists.
test.afterEach(async ({ baseURL }) => {
  if (tagInUse) await deleteListsTagged(baseURL!, tagInUse);
  tagInUse = null;
});

async function saveEditor(page: Page, button: "Create List" | "Save Changes", message: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: button }).click();
  // The newest toast: the previous save's identical one may still be leaving.
  await expect(page.getByText(message).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function openEditorFor(page: Page, title: string) {
  await page.getByRole("button", { name: `Edit "${title}"` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit List" });
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  return dialog;
}

test("an editor creates, edits, compares and restores versions, duplicates and deletes a list", async ({ page, browser }) => {
  const tag = uniqueTag();
  const title = `Orchard ${tag}`;
  const slug = `orchard-${tag}`;
  test.setTimeout(180_000);
  await signInAs(page, "editor", "/admin");
  await page.goto("/admin/content");
  // Rows come from the content call, so the table is interactive once they show.
  await expect(page.getByTestId("content-row").first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search lists by title" }).fill(tag);
  await expect(page.getByText("No content lists found.")).toBeVisible();

  // Create: the slug follows the title; the formatting buttons edit the body at the selection.
  await page.getByRole("button", { name: "New List" }).click();
  const creating = page.getByRole("dialog", { name: "New List" });
  await creating.getByRole("button", { name: "Create List" }).click();
  await expect(creating.getByText("Please enter a title.")).toBeVisible();
  await creating.getByLabel("Title").fill(title);
  await expect(creating.getByLabel("URL slug")).toHaveValue(slug);
  const body = creating.getByLabel("Content (HTML)");
  await body.fill("Apples");
  await body.selectText();
  await creating.getByRole("button", { name: "Bold" }).click();
  await expect(body).toHaveValue("<strong>Apples</strong>");
  await body.fill("<p>First body</p>");
  await creating.getByLabel("Status").selectOption("published");
  await saveEditor(page, "Create List", "Content created successfully.");
  const row = page.getByTestId("content-row").filter({ hasText: title });
  await expect(row).toContainText("Uncategorized");
  await expect(row).toContainText("Published");

  // Two edits.
  for (const text of ["Second body", "Third body"]) {
    const editing = await openEditorFor(page, title);
    await editing.getByLabel("Content (HTML)").fill(`<p>${text}</p>`);
    await saveEditor(page, "Save Changes", "Content updated successfully.");
  }

  // Three versions, and what changed between the first and now.
  let editing = await openEditorFor(page, title);
  const versions = editing.getByTestId("list-version");
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("Version 3");
  await expect(versions.first()).toContainText("Current");
  await expect(versions.first().getByRole("button", { name: /Restore/ })).toHaveCount(0);
  await expect(versions.nth(2)).toContainText("First body");
  await versions.nth(2).getByRole("button", { name: "Show changes" }).click();
  const diff = editing.getByTestId("version-diff");
  await expect(diff).toContainText("Only in this version: <p>First body</p>");
  await expect(diff).toContainText("Only in the current list: <p>Third body</p>");
  await expect(diff).toContainText("TitleNo changes.");

  // Restore the first: the public page shows it on the next load.
  await versions.nth(2).getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version restored successfully.")).toBeVisible();
  await expect(versions).toHaveCount(4);
  await expect(versions.first()).toContainText("restored from version 1");
  await expect(editing.getByLabel("Content (HTML)")).toHaveValue("<p>First body</p>");
  const visitor = await browser.newPage();
  await visitor.goto(`/lists/${slug}`);
  await expect(visitor.getByText("First body")).toBeVisible();

  // Undo the restore by restoring version 3.
  await versions.nth(1).getByRole("button", { name: "Restore version 3" }).click();
  await expect(versions).toHaveCount(5);
  await expect(editing.getByLabel("Content (HTML)")).toHaveValue("<p>Third body</p>");
  await visitor.reload();
  await expect(visitor.getByText("Third body")).toBeVisible();
  await visitor.close();
  await editing.getByRole("button", { name: "Cancel" }).click();

  // Duplicate: an unsaved copy with " (Copy)" and a free slug.
  await page.getByRole("button", { name: `Duplicate "${title}"` }).click();
  const copying = page.getByRole("dialog", { name: "Duplicate List" });
  await expect(copying.getByLabel("Title")).toHaveValue(`${title} (Copy)`);
  await expect(copying.getByLabel("URL slug")).toHaveValue(`${slug}-copy`);
  await expect(copying.getByLabel("Content (HTML)")).toHaveValue("<p>Third body</p>");
  await saveEditor(page, "Create List", "Content created successfully.");
  await expect(page.getByTestId("content-row")).toHaveCount(2);

  // Delete the copy, after the confirmation.
  await page.getByRole("button", { name: `Delete "${title} (Copy)"` }).click();
  await expect(page.getByText(`Are you sure you want to delete "${title} (Copy)"?`)).toBeVisible();
  await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Content list deleted successfully.")).toBeVisible();
  await expect(page.getByTestId("content-row")).toHaveCount(1);

  // The address opens the editor on a list (how an approved submission's draft is opened).
  const id = ((await (await page.request.get(`/api/admin/content-lists?q=${tag}`)).json()) as { id: number }[])[0].id;
  await page.goto(`/admin/content?edit=${id}`);
  editing = page.getByRole("dialog", { name: "Edit List" });
  await expect(editing.getByLabel("Title")).toHaveValue(title);
});

test("a contributor edits their own lists but not someone else's", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signInAs(editorPage, "editor");
  const theirs = await editorPage.request.post("/api/admin/content-lists", { data: { title: `Editor list ${tag}`, slug: `editor-list-${tag}` } });
  expect(theirs.status()).toBe(201);
  const theirId = ((await theirs.json()) as { id: number }).id;
  await editorContext.close();

  await signInAs(page, "contributor", "/admin");
  await page.goto("/admin/content");
  await expect(page.getByTestId("content-row").first()).toBeVisible();
  await page.getByRole("button", { name: "New List" }).click();
  await page.getByRole("dialog", { name: "New List" }).getByLabel("Title").fill(`Contributor list ${tag}`);
  await saveEditor(page, "Create List", "Content created successfully.");
  await page.getByRole("searchbox", { name: "Search lists by title" }).fill(tag);
  await expect(page.getByTestId("content-row")).toHaveCount(2);
  await expect(page.getByRole("button", { name: `Edit "Contributor list ${tag}"` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Edit "Editor list ${tag}"` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Delete "Editor list ${tag}"` })).toHaveCount(0);

  const refused = await page.request.patch(`/api/admin/content-lists/${theirId}`, { data: { title: "Taken over" } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain("only change lists you created");
  expect((await page.request.delete(`/api/admin/content-lists/${theirId}`)).status()).toBe(403);
});

test("New list on an expert's card opens the list editor with that expert chosen", async ({ page }) => {
  await signInAs(page, "editor", "/admin");
  await page.goto("/admin/experts");
  const card = page.getByTestId("expert-card").first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
  await card.getByRole("button", { name: `New list by ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "New List" });
  await expect(editor).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\?edit=new&expert=\d+$/);
  await expect(editor.getByLabel("Expert").locator("option:checked")).toHaveText(name);
});

test("the content table shows every column and action at 1,280 px and stays usable at 375 px", async ({ page }, testInfo) => {
  await signInAs(page, "editor", "/admin");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/content");
    const row = page.getByTestId("content-row").first();
    await expect(row).toBeVisible();
    const title = (await row.locator("p.font-semibold").textContent())!;
    for (const action of ["Edit", "Duplicate", "Delete"]) {
      const button = row.getByRole("button", { name: `${action} "${title}"` });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    // Nothing scrolls sideways: not the page, not the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const table = page.locator("table").locator("..");
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`content-table-${width}.png`), fullPage: false });
  }
  // The icon buttons are named on hover too.
  await page.setViewportSize({ width: 1280, height: 900 });
  const first = page.getByTestId("content-row").first();
  await first.getByRole("button", { name: /^Duplicate "/ }).hover();
  await expect(page.getByRole("tooltip", { name: "Duplicate" })).toBeVisible();
});
