import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element (its fiber is attached, so its handlers are live). Until then the
 * static HTML is on screen but a hover prefetches nothing and a typed search is not React's yet; on a loaded
 * machine a journey can get there first.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"))), { timeout: 30_000 })
    .toBe(true);
}
