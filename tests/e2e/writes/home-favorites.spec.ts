import { expect, test, type Page } from "@playwright/test";
import { devSignIn, uniqueEmail } from "@/tests/support/e2e/sign-in";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";
import { waitForHydration } from "@/tests/support/e2e/hydration";

// The home page's hearts and the featured card's View Details and Save List, signed out, signed in and
// without JavaScript; the list page's "Favorited"; tooltips on icon-only controls. Signing in and saving
// favorites writes to the shared database, so this spec runs with the writing specs.

const cards = (page: Page) => page.getByTestId("recommended-lists").locator("article");

async function featured(page: Page) {
  const card = cards(page).first();
  const title = await card.locator("h3 a").innerText();
  const href = (await card.locator("h3 a").getAttribute("href"))!;
  return { card, title, href };
}

test.describe("signed out", () => {
  test("the heart and Save List go to sign-in and back to the home page; View Details opens the list", async ({ page }) => {
    await page.goto("/");
    const { card, title, href } = await featured(page);
    await card.getByRole("link", { name: `View Details: ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    await page.goto("/");
    await cards(page).nth(1).getByRole("button", { name: /^Save / }).click();
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2F$/);
    await page.goto("/");
    await (await featured(page)).card.getByRole("button", { name: `Save List: ${title}` }).click();
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2F$/);
  });

  test.describe("tooltips", () => {
    test.use({ viewport: { width: 1280, height: 1400 } });

    test("name the icon-only heart on hover, after a delay, and on keyboard focus", async ({ page }) => {
      await page.goto("/");
      const heart = cards(page).nth(1).getByRole("button", { name: /^Save / });
      await waitForHydration(heart);
      await heart.hover();
      await page.waitForTimeout(300);
      await expect(page.getByRole("tooltip")).toHaveCount(0);
      await expect(page.getByRole("tooltip")).toHaveText("Save to favorites", { timeout: 3000 });
      await page.mouse.move(0, 0, { steps: 5 });
      await expect(page.getByRole("tooltip")).toHaveCount(0);
      // Tab from the control before it: keyboard focus opens the tooltip too.
      await cards(page).first().getByRole("button", { name: /^Save List: / }).focus();
      // Focusing it scrolls the page, and a tooltip closes on scroll: let that scroll event pass first.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.keyboard.press("Tab");
      await expect(heart).toBeFocused();
      await expect(page.getByRole("tooltip")).toHaveText("Save to favorites");
    });
  });
});

test("signed in: the heart and Save List add and remove the favorite with the toasts, and the list page says Favorited", async ({ page }) => {
  await devSignIn(page, { email: uniqueEmail("hearts"), firstName: "Hattie", lastName: "Hearts" });
  await page.goto("/");
  const { card, title, href } = await featured(page);
  const heart = card.getByRole("button", { name: `Save ${title}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page.getByRole("status").filter({ hasText: "Added to favorites" })).toBeVisible();
  // The heart and Save List show one status.
  await expect(card.getByRole("button", { name: `Remove ${title} from favorites` })).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByRole("button", { name: `Saved: ${title}` })).toHaveAttribute("aria-pressed", "true");
  await page.screenshot({ path: "test-results/screens/home-hearts-signed-in.png" });
  await expectNoSeriousA11yViolations(page);
  expect(((await (await page.request.get("/api/favorites")).json()) as { title: string }[]).map((list) => list.title)).toContain(title);

  await page.goto(href);
  await expect(page.getByTestId("favorited")).toHaveText("Favorited");
  await expect(page.getByRole("button", { name: `Remove ${title} from favorites` })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/");
  await (await featured(page)).card.getByRole("button", { name: `Saved: ${title}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Removed from favorites" })).toBeVisible();
  await expect(card.getByRole("button", { name: `Save List: ${title}` })).toHaveAttribute("aria-pressed", "false");
  expect(((await (await page.request.get("/api/favorites")).json()) as { title: string }[]).map((list) => list.title)).not.toContain(title);
  await page.goto(href);
  await expect(page.getByRole("button", { name: `Add ${title} to favorites` })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("favorited")).toHaveText("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("View Details is a link, and Save List and the heart are forms: signed out they go to sign-in, signed in they save", async ({ page, browser, baseURL }) => {
    await page.goto("/");
    const { card, title, href } = await featured(page);
    await expect(card.getByRole("link", { name: `View Details: ${title}` })).toHaveAttribute("href", href);
    await card.getByRole("button", { name: `Save List: ${title}` }).click();
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2F$/);

    // Signing in needs JavaScript for the form; the session cookie then serves the page without it.
    const signingIn = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const helper = await signingIn.newPage();
    await devSignIn(helper, { email: uniqueEmail("nojs"), firstName: "Nora", lastName: "Script" });
    const cookies = await signingIn.cookies();
    await signingIn.close();
    await page.context().addCookies(cookies);

    await page.goto("/");
    await (await featured(page)).card.getByRole("button", { name: `Save List: ${title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved to your favorites." })).toBeVisible();
    const second = cards(page).nth(1);
    const secondTitle = await second.locator("h3 a").innerText();
    await second.getByRole("button", { name: `Save ${secondTitle}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved to your favorites." })).toBeVisible();
    const saved = ((await (await page.request.get("/api/favorites")).json()) as { title: string }[]).map((list) => list.title);
    expect(saved).toEqual(expect.arrayContaining([title, secondTitle]));
  });
});
