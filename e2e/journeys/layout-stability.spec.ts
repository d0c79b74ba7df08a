import { expect, test, type Page } from "@playwright/test";

// Issue 15: a page of products does not move under the visitor's eyes while it loads (Lighthouse's CLS 0): not the
// header while the HTML arrives, not the filter column when the search's first answer comes, not the rows of cards.
// Every card of a long grid shows once scrolled to, though the browser lays out the later ones only then.

/** The sum of the layout shifts since the page started loading, as Chrome reports them (CLS without input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // no entry at all: the observer never calls back
        setTimeout(() => resolve(0), 500);
      }),
  );

const SCREENS = [
  { name: "a phone", viewport: { width: 412, height: 823 } },
  { name: "a laptop", viewport: { width: 1280, height: 800 } },
];

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    for (const path of ["/", "/products/", "/categories/radiateurs/"]) {
      test(`${path} loads without moving, and its last card shows when scrolled to`, async ({ page }) => {
        await page.goto(path);
        await page.waitForFunction(() => "___navigate" in window);
        const cards = page.getByTestId("product-card");
        await expect(cards.first()).toBeVisible();
        // the parts that hydrate later and the search screen's first answer (its facets) have come by now
        if (path === "/products/") await expect(page.getByTestId("facet-category")).toBeAttached();
        await page.waitForLoadState("networkidle");
        expect(await layoutShift(page)).toBe(0);

        const last = cards.last();
        await last.scrollIntoViewIfNeeded();
        await expect(last.getByRole("heading")).toBeVisible();
        await expect(last.getByRole("heading")).not.toHaveText("");
      });
    }
  });
}
