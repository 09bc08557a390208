import { expect, test } from "@playwright/test";
import { deleteListsTagged, devSignIn, SEEDED_ADMIN, sessionToken, uniqueEmail } from "@/tests/support/e2e/sign-in";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";

test.describe("the development sign-in", () => {
  test("says plainly that it is a development sign-in, and signs in with an email and a name", async ({ page, context }) => {
    await page.goto("/signin/dev?callbackUrl=%2Ftrending");
    await expect(page.getByRole("heading", { level: 1, name: "Development sign-in" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("This is a development sign-in, not a real one.");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter an email address.")).toBeVisible();
    await expect(page.getByText("Enter a first name.")).toBeVisible();

    await devSignIn(page, { email: uniqueEmail("ada"), firstName: "Ada", lastName: "Lovelace" }, "/trending");
    await expect(page.getByTestId("account-name")).toHaveText("Ada Lovelace");
    expect(await sessionToken(context)).toBeTruthy();
    const me = await page.request.get("/api/auth/user");
    expect(await me.json()).toMatchObject({ firstName: "Ada", lastName: "Lovelace", role: "viewer" });
  });

  test("an address in ADMIN_EMAILS lands with the admin role and sees every section of the panel", async ({ page }) => {
    await devSignIn(page, SEEDED_ADMIN, "/admin");
    expect((await (await page.request.get("/api/auth/user")).json()).role).toBe("admin");
    await expect(page.getByText("Admin Panel", { exact: true })).toBeVisible();
    await expect(page.getByTestId("admin-user-name")).toHaveText("Erin Admin");
    await expect(page.getByTestId("admin-user-role")).toHaveText("Admin");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Content", "Review", "Categories", "Theme", "Experts", "Media", "Preview", "Settings", "Users"]);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    for (const card of ["totalLists", "totalExperts", "totalCategories", "pageViews"]) {
      await expect(page.getByTestId(`stat-${card}`)).toHaveText(/^\d[\d.,]*k?$/);
    }
    await expect(page.getByTestId("stat-totalCategories")).toHaveText("7");
    await expectNoSeriousA11yViolations(page);
  });

  test("a viewer's panel shows only the sections a viewer may use, and Log out ends the session", async ({ page, context }) => {
    await devSignIn(page, { email: uniqueEmail("viewer"), firstName: "Vera", lastName: "Viewer" }, "/admin");
    await expect(page.getByTestId("admin-user-role")).toHaveText("Viewer");
    await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link")).toHaveText(["Dashboard", "Preview"]);
    const token = await sessionToken(context);
    await page.getByRole("link", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await sessionToken(context)).toBeUndefined();
    expect(await (await page.request.get("/api/auth/user", { headers: { cookie: `next-auth.session-token=${token}` } })).json()).toBeNull();
  });
});

test.describe("stored content", () => {
  test("an image in a published list pointing at /api/logout does not sign its reader out", async ({ page, context, browser, baseURL }) => {
    const tag = `logout-trap-${Date.now()}`;
    const admin = await browser.newContext({ baseURL });
    try {
      const adminPage = await admin.newPage();
      await devSignIn(adminPage, SEEDED_ADMIN);
      const created = await adminPage.request.post("/api/admin/content-lists", {
        data: { title: `Trap ${tag}`, slug: tag, status: "published", content: '<p>Before the picture.</p><img src="/api/logout" alt="A picture"><p>After it.</p>' },
      });
      expect(created.status(), await created.text()).toBe(201);

      await devSignIn(page, { email: uniqueEmail("reader"), firstName: "Rita", lastName: "Reader" });
      const imageFetched = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/logout");
      await page.goto(`/lists/${tag}`);
      await expect(page.getByText("After it.")).toBeVisible();
      expect((await imageFetched).request().resourceType()).toBe("image");
      expect(await sessionToken(context)).toBeTruthy();
      expect(await (await page.request.get("/api/auth/user")).json()).toMatchObject({ firstName: "Rita" });
      await expect(page.getByTestId("account-name")).toHaveText("Rita Reader");
    } finally {
      await deleteListsTagged(baseURL!, tag);
      await admin.close();
    }
  });
});

test.describe("signed out", () => {
  test("/admin shows the sign-in screen, whose button starts sign-in and returns to /admin", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await expect(page.getByText("administrative dashboard")).toBeVisible();
    const signIn = page.getByRole("link", { name: "Sign In" });
    await expect(signIn).toHaveAttribute("href", "/api/login?callbackUrl=%2Fadmin");
    await expectNoSeriousA11yViolations(page);
    await signIn.click();
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fadmin$/);
  });

  test("/profile redirects to the home page", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header shows Log In only once it knows the visitor is signed out", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/user", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/trending");
    await expect(page.getByTestId("account-loading")).toBeAttached();
    await expect(page.getByRole("link", { name: "Log In" })).toHaveCount(0);
    release();
    await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  });

  test("clicking Favorite or Follow goes to sign-in and comes back to the page", async ({ page }) => {
    await page.goto("/topics/travel");
    await page.getByRole("button", { name: /Follow Topic/ }).click();
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Ftopics%2Ftravel$/);
  });
});

test.describe("signed in", () => {
  test("the header shows the name, Admin, Profile and the notification button, whose panel opens", async ({ page }) => {
    await devSignIn(page, { email: uniqueEmail("nora"), firstName: "Nora", lastName: "Notified" }, "/trending");
    await expect(page.getByTestId("account-name")).toHaveText("Nora Notified");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("href", "/admin");
    await expect(header.getByRole("link", { name: "Profile", exact: true })).toHaveAttribute("href", "/profile");
    const bell = page.getByRole("button", { name: "Notifications" });
    await bell.click();
    const panel = page.getByRole("region", { name: "Notifications", exact: true });
    await expect(panel.getByText("No new lists yet")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
  });

  test("on a phone the name and links fold into the account menu", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await devSignIn(page, { email: uniqueEmail("mo"), firstName: "Mo", lastName: "Bile" }, "/trending");
    await expect(page.getByTestId("account-name")).toBeHidden();
    await page.getByRole("button", { name: "Account menu for Mo Bile" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Profile", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mo Bile");
  });

  test("/admin and /profile carry a nonce-based Content-Security-Policy without 'unsafe-inline' scripts, and still work", async ({ page }) => {
    await devSignIn(page, { email: uniqueEmail("csp"), firstName: "Cass" }, "/profile");
    for (const path of ["/profile", "/admin"]) {
      const response = await page.goto(path);
      const policy = response!.headers()["content-security-policy"];
      const scripts = policy.split(";").find((directive) => directive.trim().startsWith("script-src"))!;
      expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(scripts).not.toContain("unsafe-inline");
      expect(policy).toContain("object-src 'none'");
    }
    // Scripts ran under the policy: the client-side stats loaded, and the tabs switch on the profile.
    await expect(page.getByTestId("stat-totalCategories")).toHaveText("7");
    await page.goto("/profile");
    await page.getByRole("tab", { name: /Following/ }).click();
    await expect(page.getByText("Not following anyone yet")).toBeVisible();
  });

  test("an admin call answering 401 shows the Unauthorized toast and goes to sign in after 500 ms", async ({ page }) => {
    await devSignIn(page, { email: uniqueEmail("expired"), firstName: "Ex" }, "/profile");
    await page.route("**/api/admin/stats", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ message: "Unauthorized: please sign in." }) }),
    );
    await page.goto("/admin");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Unauthorized" });
    await expect(toast).toContainText("You are logged out. Logging in again...");
    await page.waitForURL(/\/signin\?callbackUrl=%2Fadmin/);
  });
});
