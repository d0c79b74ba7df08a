import { expect, type Locator, type Page } from "@playwright/test";

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

/** React's hydration complaints (dev texts and the production error codes 418, 423, 425), collected from now on. */
export function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const isHydration = (text: string) => /hydrat|Minified React error #(418|423|425)/i.test(text);
  page.on("console", (message) => {
    if (message.type() === "error" && isHydration(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (isHydration(error.message)) errors.push(error.message);
  });
  return errors;
}
