import { expect, test, type Page } from "@playwright/test";
import { REVIEW_DATA } from "@/tests/support/e2e/review-fixtures";
import { signInAs } from "@/tests/support/e2e/sign-in";
import { expectNoSeriousA11yViolations } from "@/tests/support/e2e/accessibility";
import { ownSite } from "@/tests/support/e2e/own-site";

// The dashboard, the review queue and publishing, on a site of their own: its database gets pending
// submissions, an open report and an unpublished settings change before the server starts.

const site = ownSite("review", 50);
const baseURL = site.baseURL;
let seeded: { reportedList: string; totalLists: number; totalExperts: number; totalCategories: number };

// Each test signs a person in with a role first, which takes a while on a busy machine.
test.describe.configure({ mode: "serial", timeout: 150_000 });
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  const [reviewData] = await site.start(["tests/support/e2e/review-data.ts"]);
  seeded = JSON.parse(reviewData.trim().split("\n").pop()!);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await site.stop();
});

const nav = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });
const shown = (value: number) => (value < 1000 ? value.toLocaleString("en-US") : `${(value / 1000).toFixed(1).replace(/\.0$/, "")}k`);

test("an editor rejects a submission, resolves a report, and approves a submission into a draft opened in the editor", async ({ page }) => {
  await signInAs(page, "editor", "/admin");
  await expect(page.getByTestId("review-count")).toHaveText(/^3 waiting for review: 2 submissions, 1 reports$/);
  await nav(page).getByRole("link", { name: "Review", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/review$/);
  await expect(page.getByRole("heading", { level: 1, name: "Review Queue" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const rejected = page.getByTestId("submission").filter({ hasText: REVIEW_DATA.rejectedTitle });
  await rejected.getByRole("button", { name: "Reject" }).click();
  const rejectDialog = page.getByRole("dialog", { name: "Reject Submission" });
  await rejectDialog.getByRole("button", { name: "Reject" }).click();
  await expect(rejectDialog.getByRole("alert")).toHaveText("Please enter a note.");
  await rejectDialog.getByLabel("Reason").fill("A shop page, not a list.");
  await rejectDialog.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Submission rejected")).toBeVisible();
  await expect(rejected).toHaveCount(0);
  await expect(page.getByTestId("review-count")).toHaveText(/^2 /);

  const report = page.getByTestId("report").filter({ hasText: seeded.reportedList });
  await expect(report).toContainText("Broken Links");
  await report.getByRole("button", { name: "Resolve" }).click();
  const resolveDialog = page.getByRole("dialog", { name: "Resolve Report" });
  await resolveDialog.getByLabel("What was fixed").fill("Replaced the two dead links.");
  await resolveDialog.getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByText("Report resolved")).toBeVisible();
  await expect(page.getByText("No open reports.")).toBeVisible();
  await page.getByRole("group", { name: "Show reports" }).getByRole("button", { name: "Resolved" }).click();
  await expect(page.getByTestId("report").filter({ hasText: seeded.reportedList })).toContainText("Note:Replaced the two dead links.");
  await expect(page.getByTestId("review-count")).toHaveText(/^1 /);

  await page.getByTestId("submission").filter({ hasText: REVIEW_DATA.approvedTitle }).getByRole("button", { name: "Approve" }).click();
  await expect(page).toHaveURL(/\/admin\/content\?edit=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Content Manager" })).toBeVisible();
  await expect(page.getByTestId("review-count")).toHaveCount(0);
});

test("a viewer sees only the dashboard and preview, the real numbers, and only the activity about published content", async ({ page }) => {
  await signInAs(page, "viewer", "/admin");
  await expect(nav(page).getByRole("link")).toHaveText(["Dashboard", "Preview"]);
  await expect(page.getByTestId("stat-totalLists")).toHaveText(shown(seeded.totalLists + 1));
  await expect(page.getByTestId("stat-totalExperts")).toHaveText(shown(seeded.totalExperts));
  await expect(page.getByTestId("stat-totalCategories")).toHaveText(shown(seeded.totalCategories));
  await expect(page.getByTestId("stat-pageViews")).toHaveText(/^\d/);

  // Moderation and drafts stay among staff; staff members are named, never by their address.
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByText("Loading…")).toHaveCount(0);
  await expect(activity.getByTestId("recent-activity").or(activity.getByText(/^No activity yet/))).toBeVisible();
  await expect(activity).not.toContainText(REVIEW_DATA.approvedTitle);
  await expect(activity).not.toContainText(REVIEW_DATA.rejectedTitle);
  await expect(activity).not.toContainText("resolved a report");
  await expect(activity).not.toContainText("@");
  // A viewer may not open the review queue or the content manager: the items are not links.
  await expect(activity.getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Unpublished Changes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish Changes" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Quick Actions" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("an admin publishes the pending changes and the site shows them", async ({ page }) => {
  await signInAs(page, "admin", "/admin");
  const activity = page.getByTestId("recent-activity");
  await expect(activity.getByRole("link", { name: REVIEW_DATA.approvedTitle }).first()).toHaveAttribute("href", /^\/admin\/(content\?edit=\d+|review)$/);
  const indicator = page.getByRole("status").filter({ hasText: "Unpublished Changes" });
  await expect(indicator).toBeVisible();
  await page.getByRole("button", { name: "Publish Changes" }).click();
  await expect(page.getByText("Changes published")).toBeVisible();
  await expect(indicator).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Publish Changes" })).toBeDisabled();

  await page.reload();
  await expect(activity).toContainText("published the site's pending changes");
  await page.getByRole("button", { name: "New List" }).click();
  await expect(page).toHaveURL(/\/admin\/content\?edit=new$/);

  await page.goto("/");
  await expect(page.locator("h1")).toHaveText(REVIEW_DATA.pendingTagline);
});
