import { expect, test } from "@playwright/test";
import { deleteListsTagged, signInAs } from "@/tests/support/e2e/sign-in";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";

// A list past the re-verification age says "Verification due" on the site; an editor marks it verified
// from the Review tab's queue, and the next request of the list page shows the new date.

const TAG = "E2E Reverify";
const DAY = 86_400_000;

test.describe.configure({ timeout: 150_000 });

test("mark a due list verified from the queue and see the new date on the public page", async ({ page, baseURL }) => {
  await signInAs(page, "editor");
  try {
    const verifiedLongAgo = new Date(Date.now() - 400 * DAY).toISOString();
    const created = await page.request.post("/api/admin/content-lists", {
      data: { title: `${TAG} Passport Renewal`, slug: "e2e-reverify-passport", content: "<p>Renew early.</p>", status: "published", lastVerifiedAt: verifiedLongAgo },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const report = await page.request.post("/api/public/reports", { data: { listId: id, reason: "broken_links", description: "The passport office link is dead." } });
    expect(report.status(), await report.text()).toBe(201);

    await page.goto("/lists/e2e-reverify-passport");
    await expect(page.getByTestId("verification-date")).toContainText("(a year ago)");
    await expect(page.getByTestId("verification-due")).toHaveText("Verification due");
    await page.getByRole("button", { name: `Add ${TAG} Passport Renewal to favorites` }).click();
    await expect(page.getByTestId("favorited")).toHaveText("Favorited");
    await page.screenshot({ path: "test-results/screens/list-verification-due.png" });
    await expectNoSeriousA11yViolations(page);

    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("stat-dueForReverification")).not.toHaveText("0");

    await page.goto("/admin/review");
    const queue = page.getByTestId("reverification-queue");
    await expect(queue.getByRole("heading", { name: "Due for re-verification" })).toBeVisible();
    const item = queue.getByTestId("due-list").filter({ hasText: `${TAG} Passport Renewal` });
    await expect(item).toContainText("Last verified a year ago, and 1 open report about stale content or broken links");
    await expect(item).toContainText("The passport office link is dead.");
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screens/review-reverification-queue.png" });
    await expectNoSeriousA11yViolations(page);
    await item.getByRole("button", { name: `Mark verified: ${TAG} Passport Renewal` }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Marked verified" })).toBeVisible();
    await expect(queue.getByTestId("due-list").filter({ hasText: `${TAG} Passport Renewal` })).toHaveCount(0);

    await page.goto("/lists/e2e-reverify-passport");
    await expect(page.getByTestId("verification-date")).toContainText("(today)");
    await expect(page.getByTestId("verification-due")).toHaveCount(0);
    const reports = (await (await page.request.get("/api/admin/reports?status=resolved")).json()) as { list: { id: number }; resolutionNote: string }[];
    expect(reports.find((entry) => entry.list.id === id)?.resolutionNote).toMatch(/marked verified/);
  } finally {
    await deleteListsTagged(baseURL!, TAG);
  }
});
