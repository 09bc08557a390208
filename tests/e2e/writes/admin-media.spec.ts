import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { formatFileSize } from "@/lib/media/format-size";
import { signInAs } from "@/tests/support/e2e/sign-in";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";

// A photo-sized image of noise: large enough that its upload and resizing take a visible moment.
async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

const grid = (page: Page) => page.getByRole("list", { name: "Media files" });

// Signed in first at the dashboard: a new person is a viewer until the role is granted, and a viewer
// asking for the media tab is sent back to the dashboard.
async function openMediaAsEditor(page: Page) {
  await signInAs(page, "editor", "/admin");
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Media Library" })).toBeVisible();
  // The section's code and its first listing have arrived: the file input now reacts.
  await page.waitForLoadState("networkidle");
}

test("an editor uploads images with a progress bar each, finds them by name and kind, and deletes one", async ({ page }) => {
  test.setTimeout(90_000);
  await openMediaAsEditor(page);
  const name = `harbour-${Date.now()}.png`;
  const second = `lighthouse-${Date.now()}.png`;

  const large = await noisyPng(1600, 1200);
  await page.getByLabel("Choose files to upload").setInputFiles([
    { name, mimeType: "image/png", buffer: large },
    { name: second, mimeType: "image/png", buffer: await noisyPng(900, 600) },
  ]);
  await expect(page.getByRole("progressbar", { name: `Uploading ${name}` })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: `Uploading ${second}` })).toBeVisible();
  await expect(page.getByText("File uploaded successfully.").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });

  const card = grid(page).getByRole("listitem").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText("1600×1200");
  // The size shown is the stored file's: images are stored re-encoded, without their metadata.
  const stored = await page.request.get((await card.getByRole("link", { name: `Open ${name}` }).getAttribute("href"))!);
  expect(stored.headers()["content-type"]).toBe("image/png");
  await expect(card).toContainText(formatFileSize((await stored.body()).length));
  const thumbnail = card.locator("img");
  await expect(thumbnail).toHaveAttribute("src", /^\/_next\/image\?url=%2Fuploads%2F/);
  await expect(thumbnail).toHaveJSProperty("complete", true);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel("Type").selectOption({ label: "Documents" });
  await expect(grid(page).getByText(name)).toHaveCount(0);
  await page.getByLabel("Type").selectOption({ label: "Images" });
  await expect(grid(page).getByText(name)).toBeVisible();
  await page.getByLabel("Search by name").fill("lighthouse-");
  await expect(grid(page).getByText(second)).toBeVisible();
  await expect(grid(page).getByText(name)).toHaveCount(0);
  await page.getByLabel("Search by name").fill("no file is called this");
  await expect(page.getByText("No media files found.")).toBeVisible();
  await page.getByLabel("Search by name").fill("");
  await expectNoSeriousA11yViolations(page);

  await grid(page).getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete file" });
  await expect(dialog).toContainText(`Are you sure you want to delete "${name}"?`);
  await expect(dialog.getByRole("radio", { name: /Keep it and tell me where it is used/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(grid(page).getByText(name)).toHaveCount(0);
  await expect(grid(page).getByText(second)).toBeVisible();
});

test("a file that only claims to be an image is refused with the server's message", async ({ page }) => {
  test.setTimeout(90_000);
  await openMediaAsEditor(page);
  await page.getByLabel("Choose files to upload").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<!doctype html><script>alert(1)</script>") });
  await expect(page.getByRole("alert").filter({ hasText: "This file type is not accepted" })).toBeVisible();
  await expect(grid(page).getByText("fake.png")).toHaveCount(0);
});
