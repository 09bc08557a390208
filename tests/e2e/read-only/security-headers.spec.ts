import { expect, test, type Page } from "@playwright/test";

function collectPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("public pages carry the cacheable policy (self scripts, no other hosts) and work under it", async ({ page }) => {
  const violations = collectPolicyViolations(page);
  for (const path of ["/", "/lists/the-carry-on-only-packing-checklist-for-a-two-week-trip", "/search?q=passport", "/topics/travel"]) {
    const response = await page.goto(path);
    const headers = response!.headers();
    const policy = headers["content-security-policy"];
    expect(policy, path).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain("nonce-");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  }
  // Client code ran: the header search navigates.
  await page.getByRole("searchbox", { name: /search/i }).first().fill("budget");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/search\?q=budget/);
  expect(violations).toEqual([]);
});

test("the submission form validates in the browser without breaking the policy (no eval probe)", async ({ page }) => {
  // A probe for eval throws and is caught, so it never reaches the console: listen for the policy's own event.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.log(`policy violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("policy violation")) violations.push(message.text());
  });
  await page.goto("/submit");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("the admin panel gets only its own nonce-based policy", async ({ request }) => {
  const response = await request.get("/admin");
  const policies = response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy");
  expect(policies).toHaveLength(1);
  expect(policies[0].value).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
});

test("a path with broken percent-encoding answers 400 with a message and the security headers, not a bare 500", async ({ request }) => {
  for (const path of ["/api/public/content-lists/%E0%A4%A", "/lists/%zz", "/api/favorites/%C0/check"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect((await response.json()).message).toMatch(/percent-encoded/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["strict-transport-security"]).toBeUndefined(); // the test site is plain http
  }
});

test("a page's scripts and stylesheets arrive brotli-compressed, cached for a year, with nosniff", async ({ page }) => {
  const assets: { url: string; headers: Record<string, string> }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/_next/static/") && /\.(js|css)$/.test(response.url())) assets.push({ url: response.url(), headers: response.headers() });
  });
  await page.goto("/lists/the-carry-on-only-packing-checklist-for-a-two-week-trip");
  await page.waitForLoadState("load");
  expect(assets.length).toBeGreaterThan(5);
  for (const { url, headers } of assets) {
    // Files under 512 bytes are sent as they are.
    if (Number(headers["content-length"]) < 512 && !headers["content-encoding"]) continue;
    expect(headers["content-encoding"], url).toBe("br");
    expect(headers["cache-control"], url).toContain("immutable");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
  }
});
