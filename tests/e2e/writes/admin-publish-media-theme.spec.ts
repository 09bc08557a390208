import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/site-settings-schema";
import { signInAs } from "@/tests/support/e2e/sign-in";

// From the media library to the live site: an uploaded image becomes a list's featured image (live at
// once) and the hero image, and a new primary colour and heading font are saved; the hero and the theme
// reach signed-out visitors only when an admin publishes. Everything changed is put back and published
// again, and the image deleted, because every spec shares one site.

const NEW_PRIMARY = "#1F6F8B";
const NEW_PRIMARY_RGB = "rgb(31, 111, 139)";

interface LiveSite {
  heroSrc: string;
  primary: string;
  headingFont: string;
}

interface Created {
  listId?: number;
  mediaId?: number;
  theme?: Record<string, unknown>;
  settings?: Record<string, unknown>;
  restored: boolean;
}

/** A 1200×800 image with a colour ramp: wide enough to get resized copies. */
function rampPng(): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([Math.round((x / width) * 255), 90, Math.round((y / height) * 255)], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** What a signed-out visitor's home page shows now: the hero's image, the primary colour and the heading font. */
async function liveHome(visitor: Page): Promise<LiveSite> {
  await visitor.goto("/");
  const hero = visitor.getByTestId("hero");
  await expect(hero).toBeVisible();
  return {
    heroSrc: pictureOf(await hero.locator("img").getAttribute("src")) ?? "",
    primary: (await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--theme-primary").trim())).toUpperCase(),
    headingFont: await visitor.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily),
  };
}

/** The picture an <img> src shows: the src itself, or the original behind the image optimizer's address. */
function pictureOf(src: string | null): string | null {
  if (!src?.startsWith("/_next/image?")) return src;
  return new URL(src, "http://site.invalid").searchParams.get("url");
}

async function expectPicture(image: Locator, picture: string | RegExp) {
  await expect.poll(async () => pictureOf(await image.getAttribute("src"))).toMatch(picture);
}

/** The image shows `picture`, the browser has decoded it, and the address it chose answers 200 with an image type. */
async function expectServedImage(visitor: Page, image: Locator, picture: string) {
  await expectPicture(image, picture);
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const chosen = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  const response = await visitor.request.get(chosen);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
}

async function pickImage(page: Page, field: string, fileName: string) {
  const group = page.getByRole("group", { name: field });
  await group.getByRole("button", { name: /^(Choose|Change) Image$/ }).click();
  const picker = page.getByRole("dialog", { name: "Choose an Image" });
  await picker.getByLabel("Filter by name").fill(fileName);
  await picker.getByRole("button", { name: fileName }).click();
  await expect(picker).toBeHidden();
}

async function publish(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "Unpublished Changes" })).toBeVisible();
  await page.getByRole("button", { name: "Publish Changes" }).click();
  await expect(page.getByText("Changes published")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Unpublished Changes" })).toHaveCount(0);
}

async function setTheme(page: Page, primary: string, headingFont: string) {
  await page.goto("/admin/theme");
  const primaryField = page.getByLabel("Primary", { exact: true });
  await expect(primaryField).not.toHaveValue("");
  await primaryField.fill(primary);
  await page.getByLabel("Heading Font").selectOption(headingFont);
  await page.getByRole("button", { name: "Save Theme" }).click();
  await expect(page.getByText("Theme settings saved successfully.").last()).toBeVisible();
}

// Only after a failure: puts the theme, the settings, the list and the file back through the app's own calls.
async function cleanUpAfterFailure(browser: Browser, created: Created) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAs(page, "admin");
    if (created.theme) await page.request.post("/api/admin/theme", { data: created.theme });
    if (created.settings) await page.request.post("/api/admin/site-settings", { data: created.settings });
    await page.request.post("/api/admin/publish");
    if (created.listId) await page.request.delete(`/api/admin/content-lists/${created.listId}`);
    if (created.mediaId) await page.request.delete(`/api/admin/media/${created.mediaId}?detach=true`);
  } finally {
    await context.close();
  }
}

test("an uploaded image becomes a list's and the hero's image, and a new theme goes live only when published", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const fileName = `publish-${tag}.png`;
  const title = `Harbour walks ${tag}`;
  const slug = `harbour-walks-${tag}`;
  const created: Created = { restored: false };
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  try {
    await signInAs(page, "admin", "/admin");
    created.theme = (await (await page.request.get("/api/admin/theme")).json()) as Record<string, unknown>;
    created.settings = (await (await page.request.get("/api/admin/site-settings")).json()) as Record<string, unknown>;
    const before = await liveHome(visitor);
    expect(before.heroSrc).toBe(DEFAULT_SITE_SETTINGS.heroImageUrl);
    expect(before.primary).not.toBe(NEW_PRIMARY);
    const liveHeadingFont = before.headingFont.match(/^"([^"]+)"/)?.[1] ?? "";
    const newHeadingFont = liveHeadingFont === "Libre Baskerville" ? "Crimson Text" : "Libre Baskerville";

    // Upload.
    await page.goto("/admin/media");
    await expect(page.getByRole("heading", { level: 1, name: "Media Library" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const uploading = page.waitForResponse((response) => response.url().endsWith("/api/admin/media/upload") && response.request().method() === "POST");
    await page.getByLabel("Choose files to upload").setInputFiles({ name: fileName, mimeType: "image/png", buffer: await rampPng() });
    const uploadResponse = await uploading;
    expect(uploadResponse.status()).toBe(201);
    const media = (await uploadResponse.json()) as { id: number; url: string };
    created.mediaId = media.id;
    expect(media.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    await expect(page.getByRole("list", { name: "Media files" }).getByRole("listitem").filter({ hasText: fileName })).toContainText("1200×800");

    // A new published list, seen once by a visitor (so its page is cached), then given the image.
    await page.goto("/admin/content");
    await expect(page.getByTestId("content-row").first()).toBeVisible();
    await page.getByRole("button", { name: "New List" }).click();
    const creating = page.getByRole("dialog", { name: "New List" });
    await creating.getByLabel("Title").fill(title);
    await expect(creating.getByLabel("URL slug")).toHaveValue(slug);
    await creating.getByLabel("Content (HTML)").fill("<p>Five walks along the water.</p>");
    await creating.getByLabel("Status").selectOption("published");
    const creatingList = page.waitForResponse((response) => response.url().endsWith("/api/admin/content-lists") && response.request().method() === "POST");
    await creating.getByRole("button", { name: "Create List" }).click();
    created.listId = ((await (await creatingList).json()) as { id: number }).id;
    await expect(creating).toBeHidden();

    const featured = visitor.getByRole("img", { name: `Featured image for ${title}` });
    await visitor.goto(`/lists/${slug}`);
    await expectPicture(featured, /^\/images\//);

    await page.getByRole("button", { name: `Edit "${title}"` }).click();
    const editing = page.getByRole("dialog", { name: "Edit List" });
    await expect(editing.getByLabel("Title")).toHaveValue(title);
    await pickImage(page, "Featured image", fileName);
    await expect(editing.getByRole("group", { name: "Featured image" }).locator("img")).toHaveAttribute("src", media.url);
    await editing.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Content updated successfully.").last()).toBeVisible();
    await expect(editing).toBeHidden();
    // A list's changes are live when saved.
    await visitor.goto(`/lists/${slug}`);
    await expectPicture(featured, media.url);

    // The hero image and the theme are saved; the public site keeps the published ones.
    await page.goto("/admin/settings");
    await pickImage(page, "Hero Image", fileName);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Site settings saved successfully.", { exact: false }).last()).toBeVisible();
    await setTheme(page, NEW_PRIMARY, newHeadingFont);
    expect(await liveHome(visitor)).toEqual(before);

    // While the list and the saved hero use the file, the library keeps it and says where it is used.
    await page.goto("/admin/media");
    await page.getByLabel("Search by name").fill(fileName);
    await page.getByRole("list", { name: "Media files" }).getByRole("button", { name: `Delete ${fileName}` }).click();
    const refusing = page.getByRole("dialog", { name: "Delete file" });
    await refusing.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(refusing.getByRole("alert")).toHaveText(
      `"${fileName}" is in use by the list "${title}" and the hero image. Remove it there first, or delete it with detach to clear those uses.`,
    );
    await refusing.getByRole("button", { name: "Cancel" }).click();
    expect((await visitor.request.get(media.url)).status()).toBe(200);

    await publish(page);

    // Published: the visitor's home page shows the image as hero, in the new colour and heading font.
    const after = await liveHome(visitor);
    expect(after).toMatchObject({ heroSrc: media.url, primary: NEW_PRIMARY });
    expect(after.headingFont).toMatch(new RegExp(`^"${newHeadingFont}"`));
    await expect(visitor.getByTestId("hero")).toHaveCSS("background-color", NEW_PRIMARY_RGB);
    await expect(visitor.locator("h1")).toHaveCSS("font-family", new RegExp(`^"${newHeadingFont}"`));
    await expectServedImage(visitor, visitor.getByTestId("hero").locator("img"), media.url);

    await visitor.goto(`/lists/${slug}`);
    await expectServedImage(visitor, featured, media.url);
    await expect(visitor.locator("h1")).toHaveCSS("font-family", new RegExp(`^"${newHeadingFont}"`));

    // Put everything back: the theme and the hero, published; the list and the file deleted.
    await setTheme(page, before.primary, liveHeadingFont);
    await page.goto("/admin/settings");
    await page.getByRole("group", { name: "Hero Image" }).getByRole("button", { name: "Clear Image" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Site settings saved successfully.", { exact: false }).last()).toBeVisible();
    await publish(page);
    expect(await liveHome(visitor)).toEqual(before);

    await page.goto("/admin/content");
    await page.getByRole("button", { name: `Delete "${title}"` }).click();
    await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Content list deleted successfully.")).toBeVisible();
    created.listId = undefined;

    await page.goto("/admin/media");
    await page.getByLabel("Search by name").fill(fileName);
    await page.getByRole("list", { name: "Media files" }).getByRole("button", { name: `Delete ${fileName}` }).click();
    const deleting = page.getByRole("dialog", { name: "Delete file" });
    await deleting.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(deleting).toBeHidden();
    await expect(page.getByRole("list", { name: "Media files" }).getByText(fileName)).toHaveCount(0);
    created.mediaId = undefined;
    expect((await visitor.request.get(media.url)).status()).toBe(404);
    created.restored = true;
  } finally {
    await visitorContext.close();
    if (!created.restored) await cleanUpAfterFailure(browser, created);
  }
});
