import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";

// Submit a List against the real POST /api/public/submissions (with JavaScript) and the page's own
// form post (without).
const BAD_URL_MESSAGE = "Source URL must be a valid web address starting with http:// or https://.";

async function fillRequired(page: Page, sourceUrl: string, title: string) {
  await page.getByLabel("Source URL").fill(sourceUrl);
  await page.getByLabel("Title").fill(title);
}

test("the header's Submit a List link opens the form, which states the review time", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Submit a List" }).click();
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.locator("h1")).toHaveText("Submit a List");
  await expect(page.getByText("Our editors review every submission within 2-5 business days.")).toBeVisible();
  await expect(page.getByLabel("Format")).toHaveValue("article");
  await expect(page.getByLabel("Format").locator("option")).toHaveText(["Article", "PDF", "GitHub Repository", "Spreadsheet", "Other"]);
  await expectNoSeriousA11yViolations(page);
});

test("a visitor sees field errors first, then Thank You, then an empty form after Submit Another List", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/public/submissions")) sent.push(request.method());
  });
  await page.goto("/submit");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.locator("#sourceUrl-error")).toHaveText("Please enter the source URL.");
  await expect(page.locator("#title-error")).toHaveText("Please enter a title.");

  await fillRequired(page, "not a web address", "Weekend camping checklist");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.locator("#sourceUrl-error")).toHaveText(BAD_URL_MESSAGE);
  await expect(page.getByLabel("Source URL")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#title-error")).toHaveCount(0);
  expect(sent).toEqual([]);

  await page.getByLabel("Source URL").fill("https://example.com/camping");
  await page.getByLabel("Description").fill("Gear, food and safety for two nights.");
  await page.getByLabel("Author", { exact: true }).fill("Rita Gomez");
  await page.getByLabel("Organization").fill("Trail Club");
  await page.getByLabel("Format").selectOption({ label: "GitHub Repository" });
  await page.getByLabel("Topic Suggestions").fill("camping, , outdoors ");
  await page.getByLabel("This list contains affiliate links").check();
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/public/submissions"));
  await page.getByRole("button", { name: "Submit for Review" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ id: expect.any(Number), title: "Weekend camping checklist", topicSuggestions: ["camping", "outdoors"], status: "pending" });
  expect(response.request().postDataJSON()).toMatchObject({
    sourceUrl: "https://example.com/camping",
    title: "Weekend camping checklist",
    format: "repo",
    topicSuggestions: ["camping", "outdoors"],
    affiliateDisclosure: true,
  });

  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText("Submission received!", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for submitting your list. We'll review it shortly.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");

  await page.getByRole("link", { name: "Submit Another List" }).click();
  await expect(page.getByLabel("Source URL")).toHaveValue("");
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByLabel("Topic Suggestions")).toHaveValue("");
  await expect(page.getByLabel("Format")).toHaveValue("article");
  await expect(page.getByLabel("This list contains affiliate links")).not.toBeChecked();
  await expect(page.locator("#sourceUrl-error")).toHaveCount(0);
});

test("the page does not load the form's checks until a visitor starts filling it in", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/submit");
  await page.waitForLoadState("networkidle");
  const atLoad = scripts.length;
  await page.getByLabel("Source URL").focus();
  await expect.poll(() => scripts.length).toBeGreaterThan(atLoad);
});

// Scripts are recognised by what they hold: react-hook-form's code, or the submission schema's messages.
const isFormChecks = (body: string) => body.includes("shouldUnregister");
const isSchema = (body: string) => body.includes("must be a valid web address");

/** Scripts whose text `matches` fail to load, as on a dropped connection; the others load. */
async function failScripts(page: Page, matches: (body: string) => boolean) {
  await page.route("**/_next/static/chunks/**", async (route) => {
    const response = await route.fetch();
    if (matches(await response.text())) return route.abort();
    return route.fulfill({ response });
  });
}

// A route handler still reading a script as the page closes would fail the test that is over.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

test("when the form's checks cannot load, the form posts to the server, which shows what to correct and keeps what was typed", async ({ page }) => {
  await failScripts(page, isFormChecks);
  await page.goto("/submit");
  await page.waitForLoadState("networkidle");
  const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/submit");
  await fillRequired(page, "not a web address", "Weekend camping checklist");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await posted;
  await expect(page.locator("#sourceUrl-error")).toHaveText(BAD_URL_MESSAGE);
  await expect(page.getByLabel("Source URL")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title")).toHaveValue("Weekend camping checklist");
});

test("when the schema cannot load, the API's answer shows what to correct", async ({ page }) => {
  await failScripts(page, isSchema);
  await page.goto("/submit");
  const checksLoaded = page.waitForResponse(async (response) => response.request().resourceType() === "script" && isFormChecks(await response.text()));
  await page.getByLabel("Source URL").focus();
  await checksLoaded;
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/public/submissions"));
  await fillRequired(page, "not a web address", "Weekend camping checklist");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.locator("#sourceUrl-error")).toHaveText(BAD_URL_MESSAGE);
  await expect(page.getByLabel("Source URL")).toHaveAttribute("aria-invalid", "true");
});

test("what a visitor types before the checks arrive stays, and so do focus and the caret", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    const response = await route.fetch();
    if (isFormChecks(await response.text())) await held;
    return route.fulfill({ response });
  });
  await page.goto("/submit");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Title").fill("Weekend camping");
  const source = page.getByLabel("Source URL");
  await source.pressSequentially("not a we");
  await source.press("ArrowLeft");
  const plainField = await source.elementHandle();
  release();
  await expect.poll(() => plainField!.evaluate((field) => field.isConnected)).toBe(false);

  await page.keyboard.type("X");
  await expect(source).toBeFocused();
  await expect(source).toHaveValue("not a wXe");
  await expect(page.getByLabel("Title")).toHaveValue("Weekend camping");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.locator("#sourceUrl-error")).toHaveText(BAD_URL_MESSAGE);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, shows the field error under the field keeping what was typed, then Thank You, then an empty form", async ({ page }) => {
    await page.goto("/submit");
    await fillRequired(page, "htp:/broken", "Bike commuting kit");
    await page.getByLabel("Topic Suggestions").fill("cycling, commuting");
    await page.getByLabel("Format").selectOption("pdf");
    await page.getByRole("button", { name: "Submit for Review" }).click();

    await expect(page.locator("#sourceUrl-error")).toHaveText(BAD_URL_MESSAGE);
    await expect(page.getByRole("alert")).toContainText("Submission failed");
    await expect(page.getByLabel("Title")).toHaveValue("Bike commuting kit");
    await expect(page.getByLabel("Topic Suggestions")).toHaveValue("cycling, commuting");
    await expect(page.getByLabel("Format")).toHaveValue("pdf");

    await page.getByLabel("Source URL").fill("https://example.org/bike-kit");
    await page.getByRole("button", { name: "Submit for Review" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    await page.getByRole("link", { name: "Submit Another List" }).click();
    await expect(page).toHaveURL(/\/submit$/);
    await expect(page.getByLabel("Source URL")).toHaveValue("");
    await expect(page.getByLabel("Title")).toHaveValue("");
  });
});
