import { expect, test, type Page } from "@playwright/test";
import { MEDIA_PAGING_DATA } from "@/tests/support/e2e/media-library-fixtures";
import { ownSite } from "@/tests/support/e2e/own-site";
import { signInAs } from "@/tests/support/e2e/sign-in";

// The media library and the image picker past 500 files, on a site of their own whose library is
// written straight into its database before the server starts.

const site = ownSite("media", 60);
const total = MEDIA_PAGING_DATA.documents + MEDIA_PAGING_DATA.images;
const PAGE_SIZE = 40;

test.describe.configure({ mode: "serial", timeout: 150_000 });
test.use({ baseURL: site.baseURL });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  await site.start(["tests/support/e2e/media-library-data.ts"]);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await site.stop();
});

const grid = (page: Page) => page.getByRole("list", { name: "Media files" });

async function goToPage(pager: ReturnType<Page["getByRole"]>, page: number, pageCount: number) {
  for (let shown = 1; shown < page; shown++) {
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(pager).toContainText(`Page ${shown + 1} of ${pageCount}`);
  }
}

test("the media library pages through every file, newest first, and the server finds files by name and type", async ({ page }) => {
  await signInAs(page, "editor", "/admin");
  await page.goto("/admin/media");
  const pageCount = Math.ceil(total / PAGE_SIZE);
  await expect(page.getByText(`${total} files`)).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Pages of media files" });
  await expect(pager).toContainText(`Page 1 of ${pageCount}`);
  await expect(grid(page).getByRole("listitem")).toHaveCount(PAGE_SIZE);
  await expect(grid(page).getByRole("listitem").first()).toContainText(MEDIA_PAGING_DATA.imageName(MEDIA_PAGING_DATA.images - 1));

  // The last page holds the oldest files, past the 500th.
  await goToPage(pager, pageCount, pageCount);
  await expect(grid(page).getByRole("listitem")).toHaveCount(total - (pageCount - 1) * PAGE_SIZE);
  await expect(grid(page).getByRole("listitem").last()).toContainText(MEDIA_PAGING_DATA.documentName(0));
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();

  // A search starts again at page 1 and reaches files no page of 500 would have held.
  await page.getByLabel("Search by name").fill(MEDIA_PAGING_DATA.documentName(3).replace(".pdf", ""));
  await expect(page.getByText("1 file", { exact: true })).toBeVisible();
  await expect(grid(page).getByRole("listitem")).toHaveText([new RegExp(MEDIA_PAGING_DATA.documentName(3).replace(".", "\\."))]);
  await expect(pager).toBeHidden();

  await page.getByLabel("Search by name").fill("field-report-00");
  await page.getByLabel("Type").selectOption("image");
  await expect(page.getByText("No media files found.")).toBeVisible();
  await page.getByLabel("Type").selectOption("application");
  await expect(page.getByText("100 files")).toBeVisible();
  await expect(pager).toContainText("Page 1 of 3");
});

test("the image picker pages through the library's images and filters them by name on the server", async ({ page }) => {
  await signInAs(page, "editor", "/admin");
  await page.goto("/admin/content?edit=new");
  const editor = page.getByRole("dialog", { name: "New List" });
  await editor.getByRole("button", { name: "Choose Image" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an Image" });
  const pager = picker.getByRole("navigation", { name: "Pages of images" });
  await expect(pager).toContainText("Page 1 of 2");
  await goToPage(pager, 2, 2);
  await expect(picker.getByRole("button", { name: MEDIA_PAGING_DATA.imageName(0) })).toBeVisible();

  await picker.getByLabel("Filter by name").fill(MEDIA_PAGING_DATA.imageName(7).replace(".svg", ""));
  await expect(picker.getByRole("listitem")).toHaveCount(1);
  await picker.getByRole("button", { name: MEDIA_PAGING_DATA.imageName(7) }).click();
  await expect(picker).toBeHidden();
  await expect(editor.getByRole("button", { name: "Change Image" })).toBeVisible();
});
