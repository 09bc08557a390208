import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element: a pointer event sent before that reaches no handler, and
 * a real pointer would send another as it moves, a test's single hover does not. React keeps an element's
 * props on the element under a key starting with "__reactProps" once it has hydrated it.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))), { timeout: 15_000 })
    .toBe(true);
}
