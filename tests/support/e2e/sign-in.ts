// Signing people in for the end-to-end specs, with a role, and removing what a spec created as them.
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "@/tests/support/oidc/test-account";

export const SESSION_COOKIE = "next-auth.session-token";

/** Signs in through the development sign-in form, and waits for the page it returns to. */
export async function devSignIn(page: Page, person: { email: string; firstName: string; lastName?: string }, callbackUrl = "/") {
  await page.goto(`/signin/dev?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("First name").fill(person.firstName);
  if (person.lastName) await page.getByLabel("Last name (optional)").fill(person.lastName);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === callbackUrl);
}

export async function sessionToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/** A unique address per run, so specs never meet each other's users. */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The toast the page shows now (one at a time). */
export function toast(page: Page) {
  return page.locator("li[role='status']").first();
}

/**
 * Signs `page` in as a new person with `role`: viewers through the development sign-in; other roles are
 * then granted by an admin (an ADMIN_EMAILS address) through User Management's own call. Returns the
 * person's email.
 */
export async function signInAs(page: Page, role: "viewer" | "contributor" | "editor" | "admin", callbackUrl = "/"): Promise<string> {
  const email = uniqueEmail(role);
  await devSignIn(page, { email, firstName: role[0].toUpperCase() + role.slice(1), lastName: "Tester" }, callbackUrl);
  if (role === "viewer") return email;
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
  const admin = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const adminPage = await admin.newPage();
    await devSignIn(adminPage, { email: E2E_ADMIN_EMAIL, firstName: "Erin", lastName: "Admin" });
    const changed = await adminPage.request.patch(`/api/admin/users/${me.id}/role`, { data: { role } });
    expect(changed.status(), await changed.text()).toBe(200);
  } finally {
    await admin.close();
  }
  if (callbackUrl !== "/") await page.goto(callbackUrl);
  return email;
}

/**
 * Runs `work` as the seeded admin, in a browser context of its own (JavaScript on whatever the calling
 * spec's options say), and closes the context afterwards.
 */
export async function asAdmin<T>(browser: Browser, baseURL: string, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await devSignIn(page, { email: E2E_ADMIN_EMAIL, firstName: "Erin", lastName: "Admin" });
    return await work(page);
  } finally {
    await context.close();
  }
}

/**
 * Deletes every list whose title holds `tag`, as an admin in a context of its own, so a test that failed
 * half-way leaves no published list behind for the public specs that count them.
 */
export async function deleteListsTagged(browser: Browser, baseURL: string, tag: string) {
  await asAdmin(browser, baseURL, async (adminPage) => {
    // A page holds 10 lists; deleting the first page brings the next one forward.
    for (;;) {
      const found = await adminPage.request.get(`/api/admin/content-lists?q=${encodeURIComponent(tag)}`);
      expect(found.status(), await found.text()).toBe(200);
      const { items } = (await found.json()) as { items: { id: number }[] };
      if (items.length === 0) break;
      for (const list of items) {
        const deleted = await adminPage.request.delete(`/api/admin/content-lists/${list.id}`);
        expect(deleted.status(), await deleted.text()).toBe(204);
      }
    }
  });
}
