import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any serious or critical axe violation on the page, listing them. `exclude` leaves a part out
 * (the admin panel's toaster holds the last action's toasts, which belong to no tab).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string } = {}) {
  // One axe.run in the page. The default mode also runs axe in every cross-origin frame and combines the
  // results in a blank page it opens per call, which costs seconds each time on a busy machine; the
  // site's pages have no cross-origin frames, so the answer is the same.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const report = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join(", ")}`);
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
