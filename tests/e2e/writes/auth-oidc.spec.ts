import { expect, test } from "@playwright/test";
import { TEST_ACCOUNT } from "@/tests/support/oidc/test-account";
import { sessionToken, SESSION_COOKIE } from "@/tests/support/e2e/sign-in";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";

// The whole story through a real OpenID Connect provider started by the test run (tests/support/oidc):
// sign in, favorite, follow a curator and a topic, see them on /profile, unfollow, sign out, and the old
// session cookie is dead on the server.
const LIST = { slug: "the-carry-on-only-packing-checklist-for-a-two-week-trip", title: "The Carry-On Only Packing Checklist for a Two-Week Trip" };
const CURATOR = "Dr. Maya Chen";
const TOPIC = { slug: "travel", name: "Travel" };

test("signing in with OpenID Connect, favorites and follows, then signing out ends the session on the server", async ({ page, context, request }) => {
  await page.goto(`/lists/${LIST.slug}`);
  const logIn = page.getByRole("link", { name: "Log In" });
  await expect(logIn).toBeVisible();
  await expect(logIn).toHaveAttribute("href", `/api/login?callbackUrl=${encodeURIComponent(`/lists/${LIST.slug}`)}`);

  // Two providers on the e2e server (OpenID Connect and the development sign-in): the chooser.
  await logIn.click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Continue with Test Identity Provider" }).click();

  // At the provider.
  await expect(page.getByRole("heading", { name: "Test identity provider" })).toBeVisible();
  await page.getByLabel("Email").fill(TEST_ACCOUNT.email);
  await page.getByLabel("Password").fill(TEST_ACCOUNT.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  // Back on the list, signed in.
  await page.waitForURL(`**/lists/${LIST.slug}`);
  await expect(page.getByTestId("account-name")).toHaveText("Olivia Tester");
  await expect(page.getByRole("link", { name: "Log In" })).toHaveCount(0);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Profile", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  const token = await sessionToken(context);
  expect(token).toBeTruthy();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE)!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });

  // Favorite the list.
  const heart = page.getByRole("button", { name: `Add ${LIST.title} to favorites` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(page.getByRole("status").filter({ hasText: "Added to favorites" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${LIST.title} from favorites` })).toHaveAttribute("aria-pressed", "true");

  // Follow the curator from the About the Expert card.
  await page.getByRole("button", { name: `Follow: ${CURATOR}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Following" }).filter({ hasText: CURATOR })).toBeVisible();
  await expect(page.getByRole("button", { name: `Following ${CURATOR}. Unfollow` })).toHaveAttribute("aria-pressed", "true");

  // Follow the topic.
  await page.goto(`/topics/${TOPIC.slug}`);
  await page.getByRole("button", { name: `Follow Topic: ${TOPIC.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Following" }).filter({ hasText: TOPIC.name })).toBeVisible();
  await expect(page.getByRole("button", { name: `Following ${TOPIC.name}. Unfollow` })).toBeVisible();

  // The profile shows both.
  await header.getByRole("link", { name: "Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olivia Tester");
  // The provider's picture, from another host, shows under the page's Content-Security-Policy.
  const avatar = page.locator("main img[src$='/avatar.svg']");
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole("tab", { name: "Favorites (1)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("link", { name: LIST.title })).toBeVisible();
  await page.getByRole("tab", { name: "Following (1)" }).click();
  const curatorCard = page.getByRole("tabpanel").getByRole("article");
  await expect(curatorCard.getByRole("link", { name: CURATOR, exact: true })).toBeVisible();
  await expect(curatorCard).toContainText("Credibility");
  await expectNoSeriousA11yViolations(page);

  // Unfollow the curator from their page; the profile follows.
  await curatorCard.getByRole("link", { name: CURATOR, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: CURATOR })).toBeVisible();
  await page.getByRole("button", { name: `Following ${CURATOR}. Unfollow` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Unfollowed" }).filter({ hasText: CURATOR })).toBeVisible();
  await expect(page.getByRole("button", { name: `Follow: ${CURATOR}` })).toHaveAttribute("aria-pressed", "false");
  await page.goto("/profile?tab=following");
  await expect(page.getByRole("tab", { name: "Following (0)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Not following anyone yet")).toBeVisible();

  // Sign out: back on the home page, signed out, and the old cookie no longer opens a session.
  await page.getByRole("link", { name: "Log Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  expect(await sessionToken(context)).toBeUndefined();
  const withOldCookie = await request.get("/api/auth/user", { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  expect(withOldCookie.status()).toBe(200);
  expect(await withOldCookie.json()).toBeNull();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/$/);
});
