import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "@/tests/support/e2e/sign-in";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";

// Theme, settings and the live preview: saved changes wait for publishing, staff see them in the
// preview, and a signed-out visitor with ?preview=true sees only the published site.

const DRAFT_LIST = "Behavioral Interview Prep: Building Your STAR Story Bank";

const themeVariable = (page: Page, name: string) => page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("an admin changes the primary colour and fonts; the save waits for publishing and the preview shows it", async ({ page, browser }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/theme");
  const primary = page.getByLabel("Primary", { exact: true });
  await expect(primary).toHaveValue("#5D0034");
  await primary.fill("#0A7A3B");
  await page.getByLabel("Heading Font").selectOption("Playfair Display");
  await page.getByLabel("Body Font").selectOption("Inter");
  const preview = page.getByTestId("theme-preview");
  await expect(preview.getByText("Heading One")).toHaveCSS("color", "rgb(10, 122, 59)");
  await expect(preview.getByText("Heading One")).toHaveCSS("font-family", /Playfair Display/);
  await expect(preview).toHaveCSS("font-family", /Inter/);
  await page.getByRole("button", { name: "Save Theme" }).click();
  await expect(page.getByText("Theme settings saved successfully.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Primary", { exact: true })).toHaveValue("#0A7A3B");
  await expect(page.getByLabel("Heading Font")).toHaveValue("Playfair Display");

  // The public site keeps the published theme until publishing.
  await page.goto("/");
  expect((await themeVariable(page, "--theme-primary")).toUpperCase()).toBe("#5D0034");

  await page.goto("/?preview=true");
  await expect(page.getByTestId("preview-banner")).toBeVisible();
  expect((await themeVariable(page, "--theme-primary")).toUpperCase()).toBe("#0A7A3B");
  await expect(page.locator("h1").first()).toHaveCSS("font-family", /Playfair Display/);
  await expect(page.locator("body")).toHaveCSS("font-family", /Inter/);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/?preview=true");
  await expect(visitorPage.locator("h1").first()).toBeVisible();
  await expect(visitorPage.getByTestId("preview-banner")).toHaveCount(0);
  expect((await themeVariable(visitorPage, "--theme-primary")).toUpperCase()).toBe("#5D0034");
  await visitor.close();
});

test("theme.json exports the editor's theme; a broken file applies nothing and says what is wrong; a good one fills the editor", async ({ page }, testInfo) => {
  await signInAs(page, "admin");
  await page.goto("/admin/theme");
  const primary = page.getByLabel("Primary", { exact: true });
  await expect(primary).not.toHaveValue("");
  const before = await primary.inputValue();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export theme.json" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("theme.json");
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as Record<string, unknown>;
  expect(exported).toMatchObject({ primaryColor: before, headingFont: await page.getByLabel("Heading Font").inputValue() });

  const broken = testInfo.outputPath("broken-theme.json");
  const { writeFile } = await import("node:fs/promises");
  await writeFile(broken, JSON.stringify({ ...exported, primaryColor: "green", baseFontSize: 30, bodyFont: "Papyrus" }));
  await page.getByLabel("Theme file to import").setInputFiles(broken);
  const problems = page.getByRole("alert").filter({ hasText: "was not imported" });
  await expect(problems).toContainText("primaryColor: Use a colour like #5D0034.");
  await expect(problems).toContainText("baseFontSize: Use a whole number from 14 to 18.");
  await expect(problems).toContainText("bodyFont: Choose one of: Montserrat, Inter, Open Sans, Lato.");
  await expect(primary).toHaveValue(before);

  const good = testInfo.outputPath("good-theme.json");
  await writeFile(good, JSON.stringify({ ...exported, primaryColor: "#112233", letterSpacing: 2.5 }));
  await page.getByLabel("Theme file to import").setInputFiles(good);
  await expect(primary).toHaveValue("#112233");
  await expect(problems).toHaveCount(0);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
});

test("the preview shows draft settings and draft lists that a signed-out visitor with ?preview=true does not see", async ({ page, browser }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/settings");
  const tagline = `Preview tagline ${Date.now()}`;
  await page.getByLabel("Tagline").fill(tagline);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Site settings saved successfully.", { exact: false })).toBeVisible();

  await page.goto("/admin/preview");
  const frame = page.frameLocator("iframe[title^='Site preview']");
  await expect(frame.getByTestId("preview-banner")).toBeVisible();
  await expect(frame.getByRole("heading", { level: 1, name: tagline })).toBeVisible();
  await expect(frame.getByTestId("preview-drafts")).toContainText(DRAFT_LIST);
  // Drafts among the lists the home page would show carry no heart: a draft cannot be saved.
  const drafts = await frame.getByTestId("preview-drafts").getByRole("heading", { level: 3 }).allInnerTexts();
  expect(drafts).toContain(DRAFT_LIST);
  const recommended = frame.getByTestId("recommended-lists");
  for (const title of drafts) await expect(recommended.getByRole("button", { name: `Save ${title}`, exact: true })).toHaveCount(0);
  const published = (await recommended.getByRole("heading", { level: 3 }).allInnerTexts()).filter((title) => !drafts.includes(title));
  for (const title of published) await expect(recommended.getByRole("button", { name: `Save ${title}`, exact: true })).toHaveCount(1);
  await page.getByRole("button", { name: "Mobile" }).click();
  await expect(page.locator("iframe[title^='Site preview']")).toHaveCSS("height", "667px");
  await expect(page.getByLabel("Preview address")).toHaveValue(/^http:\/\/localhost:\d+\/\?preview=true$/);
  await expect(page.getByRole("link", { name: "Open in New Tab" })).toHaveAttribute("target", "_blank");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const response = await visitorPage.goto("/?preview=true");
  expect(response?.status()).toBe(200);
  await expect(visitorPage.locator("h1").first()).toBeVisible();
  await expect(visitorPage.getByText(tagline)).toHaveCount(0);
  await expect(visitorPage.getByText(DRAFT_LIST)).toHaveCount(0);
  await expect(visitorPage.getByTestId("preview-banner")).toHaveCount(0);
  await visitor.close();

  // A signed-in viewer is an ordinary visitor: the published site, at "/".
  const viewer = await browser.newContext();
  const viewerPage = await viewer.newPage();
  await signInAs(viewerPage, "viewer");
  await viewerPage.goto("/?preview=true");
  await expect(viewerPage).toHaveURL(/\/$/);
  await expect(viewerPage.getByTestId("preview-banner")).toHaveCount(0);
  await expect(viewerPage.getByText(tagline)).toHaveCount(0);
  await viewer.close();
});

test("settings: Add Admin pre-authorizes an email, and backups download with the last backup time shown", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/settings");
  const email = `future-${Date.now()}@example.com`;
  // Typed before the panel has hydrated, the address would not reach the form: type and add until it does.
  await expect(async () => {
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Add Admin" }).click();
    await expect(page.getByRole("list", { name: "Admin users" })).toContainText(email, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("list", { name: "Admin users" })).toContainText("Admin (invited)");

  const status = page.getByTestId("system-status");
  await expect(status).toContainText("Embedded PGlite: connected");
  await expect(status).toContainText("Active: Test Identity Provider, Development sign-in");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Full Backup" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^the-lists-backup-.+\.json$/);
  const backup = JSON.parse(await readFile((await download.path())!, "utf8")) as { format: string; version: number; tables: Record<string, unknown[]> };
  expect(backup).toMatchObject({ format: "the-lists-backup", version: 1 });
  expect(backup.tables.content_lists.length).toBeGreaterThan(0);
  await expect(status).not.toContainText("No full backup yet");
  await expectNoSeriousA11yViolations(page);
});
