import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until the page's framework has hydrated the element, so its handlers are live. Until then the static HTML
 * is on screen but a hover prefetches nothing and a typed search is not the page's yet; on a loaded machine a
 * journey can get there first. React marks every node it owns (`__reactFiber$…`); Preact, which runs the shop in
 * the browser (docs/adr/018), marks only nodes with an event handler (`l`, its listener map): the element or one
 * inside it.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate(
          (root) =>
            Object.keys(root).some((key) => key.startsWith("__reactFiber$")) ||
            [root, ...root.querySelectorAll("*")].some((node) => typeof (node as Node & { l?: unknown }).l === "object"),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Hydration complaints, collected from now on: React's (dev texts and the production error codes 418, 423, 425) and
 * the storefront's report of a Preact mismatch ("Hydration mismatch: …", features/performance/preactHydration.ts).
 */
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
