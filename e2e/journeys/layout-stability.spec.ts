import { expect, test, type Page } from "@playwright/test";

// Issue 15: the content of a page of products does not move under the visitor's eyes while it loads (Lighthouse's CLS
// 0): not the filter column when the search's first answer comes, not the rows of cards. Every card of a long grid
// shows once scrolled to, though the browser lays out the later ones only then.
// Left out: the header. Chrome may paint it before its end is parsed (the account link without the cart button), then
// move its links; holding the first paint until <main> (rel=expect) cured that but cost 60–100 ms of FCP and, on the
// home page, half the Lighthouse runs an LCP of 3.6–3.9 s (performance README).

/** The layout shifts since the page started loading (CLS, without input) of the elements inside <main>. */
const contentShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
        const main = document.getElementById("contenu");
        const inContent = (shift: Shift) => shift.sources.some((source) => source.node !== null && main !== null && main.contains(source.node));
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as Shift[]).filter((shift) => !shift.hadRecentInput && inContent(shift));
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
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
      test(`${path} loads without its content moving, and its last card shows when scrolled to`, async ({ page }) => {
        await page.goto(path);
        await page.waitForFunction(() => "___navigate" in window);
        const cards = page.getByTestId("product-card");
        await expect(cards.first()).toBeVisible();
        // the parts that hydrate later and the search screen's first answer (its facets) have come by now; a phone
        // renders the filters only once their button opens them
        if (path === "/products/") await expect(screen.viewport.width < 768 ? page.getByTestId("filters-toggle") : page.getByTestId("facet-category")).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await contentShift(page)).toBe(0);

        const last = cards.last();
        await last.scrollIntoViewIfNeeded();
        await expect(last.getByRole("heading")).toBeVisible();
        await expect(last.getByRole("heading")).not.toHaveText("");
      });
    }

    // The search screen replaces the static page's nodes (the cards are moved, not kept), which the browser does not
    // count as a shift: compare the positions themselves. The sort and the filters button come after the count; their
    // place is kept.
    test("/products/ keeps its cards where the static page showed them once the search has taken over", async ({ page, browser, baseURL }) => {
      const withoutScript = await browser.newContext({ baseURL, viewport: screen.viewport, javaScriptEnabled: false });
      const staticPage = await withoutScript.newPage();
      await staticPage.goto("/products/");
      const staticTop = (await staticPage.getByTestId("product-grid").boundingBox())?.y;
      await withoutScript.close();

      await page.goto("/products/");
      await expect(page.getByTestId("search-sort")).toBeVisible();
      await expect(page.getByTestId("pagination")).toBeVisible();
      expect((await page.getByTestId("product-grid").boundingBox())?.y).toBe(staticTop);
    });
  });
}
