// Signing people in for the end-to-end specs, with a role, and removing what a spec created as them.
import { expect, request, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
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
 * Signs in through the development sign-in's own call, with no page: for specs whose subject is not the
 * sign-in screen (that screen has its own spec). A page's `request` shares its browser context's
 * cookies, so the session cookie lands where the page's next load sends it. Returns the site's origin.
 */
async function apiSignIn(api: APIRequestContext, person: { email: string; firstName: string; lastName?: string }): Promise<string> {
  const signedIn = await api.post("/api/auth/dev-signin", { data: { email: person.email, firstName: person.firstName, lastName: person.lastName ?? "" } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return new URL(signedIn.url()).origin;
}

/** The admin the end-to-end server knows by address (ADMIN_EMAILS). */
export const SEEDED_ADMIN = { email: E2E_ADMIN_EMAIL, firstName: "Erin", lastName: "Admin" };

/**
 * Runs `work` with an HTTP client signed in as the seeded admin (an ADMIN_EMAILS address), for the
 * admin calls a spec needs as setup or cleanup; no browser page, so no renderer process to start.
 */
export async function asAdminClient<T>(baseURL: string, work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await request.newContext({ baseURL });
  try {
    await apiSignIn(api, SEEDED_ADMIN);
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/**
 * Signs `page` in as a new person with `role`, then opens `callbackUrl`: viewers through the development
 * sign-in; other roles are then granted by an admin through User Management's own call. Returns the
 * person's email.
 */
export async function signInAs(page: Page, role: "viewer" | "contributor" | "editor" | "admin", callbackUrl = "/"): Promise<string> {
  const email = uniqueEmail(role);
  const origin = await apiSignIn(page.request, { email, firstName: role[0].toUpperCase() + role.slice(1), lastName: "Tester" });
  if (role !== "viewer") {
    const me = (await (await page.request.get("/api/auth/user")).json()) as { id: string };
    await asAdminClient(origin, async (admin) => {
      const changed = await admin.patch(`/api/admin/users/${me.id}/role`, { data: { role } });
      expect(changed.status(), await changed.text()).toBe(200);
    });
  }
  await page.goto(callbackUrl);
  return email;
}

/**
 * Deletes every list whose title holds `tag`, through the admin API as the seeded admin, so a test that
 * failed half-way leaves no published list behind for the public specs that count them.
 */
export async function deleteListsTagged(baseURL: string, tag: string) {
  await asAdminClient(baseURL, async (admin) => {
    // A page holds 10 lists; deleting the first page brings the next one forward.
    for (;;) {
      const found = await admin.get(`/api/admin/content-lists?q=${encodeURIComponent(tag)}`);
      expect(found.status(), await found.text()).toBe(200);
      const items = (await found.json()) as { id: number }[];
      if (items.length === 0) break;
      for (const list of items) {
        const deleted = await admin.delete(`/api/admin/content-lists/${list.id}`);
        expect(deleted.status(), await deleted.text()).toBe(204);
      }
    }
  });
}
