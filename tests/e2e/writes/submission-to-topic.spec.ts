import { expect, test } from "@playwright/test";
import { deleteListsTagged, signInAs } from "@/tests/support/e2e/sign-in";

// A visitor's submission, all the way through the site: submitted on /submit, approved by an editor in the
// review queue into a draft, published from the editor, and then listed on its topic page.

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// Leave the shared site as it was, also after a failure: the public specs count its published lists.
test.afterEach(async ({ baseURL }) => deleteListsTagged(baseURL!, tag));

test("a submitted list is approved, published and shown on its topic page", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const title = `Winter hut trip checklist ${tag}`;

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/submit");
  await visitorPage.getByLabel("Source URL").fill(`https://example.org/hut-trips/${tag}`);
  await visitorPage.getByLabel("Title").fill(title);
  await visitorPage.getByLabel("Description").fill("Layers, food and avalanche gear for two nights in a mountain hut.");
  await visitorPage.getByLabel("Author", { exact: true }).fill("Ines Berg");
  await visitorPage.getByLabel("Topic Suggestions").fill("Travel, mountains");
  await visitorPage.getByRole("button", { name: "Submit for Review" }).click();
  await expect(visitorPage.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  // Not public yet: the topic page does not know it.
  await visitorPage.goto("/topics/travel");
  await expect(visitorPage.getByRole("link", { name: title })).toHaveCount(0);

  await signInAs(page, "editor", "/admin");
  await page.goto("/admin/review");
  await expect(page.getByRole("heading", { level: 1, name: "Review Queue" })).toBeVisible();
  await page.getByTestId("submission").filter({ hasText: title }).getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/admin\/content\?edit=\d+$/);

  const editor = page.getByRole("dialog", { name: "Edit List" });
  await expect(editor.getByLabel("Title")).toHaveValue(title);
  await expect(editor.getByLabel("Status")).toHaveValue("draft");
  await expect(editor.getByLabel("Content (HTML)")).toHaveValue(/Layers, food and avalanche gear/);
  await editor.getByLabel("Status").selectOption("published");
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Content updated successfully.").last()).toBeVisible();

  // The very next request shows it, under the suggested topic, for a signed-out visitor.
  await visitorPage.goto("/topics/travel");
  await visitorPage.getByRole("link", { name: title }).click();
  await expect(visitorPage.locator("h1")).toHaveText(title);
  await expect(visitorPage.getByText("Ines Berg").first()).toBeVisible();
  await visitor.close();
});
