import { expect, test, type Page } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";
import { collectHydrationErrors } from "./support/hydration";

// Spec 9 "dark-mode variants": the page follows the system's colour scheme until the visitor uses the footer's
// 'Mode sombre' toggle, whose choice is kept (localStorage) across pages, reloads and a system in the other mode.
// The mode is applied before the first paint (the static HTML's head script): when the <body> element appears, <html>
// already carries it, and the page hydrates without a mismatch. Contrast in dark mode: accessibility.spec.ts.
const LIGHT_PAGE = "rgb(255, 255, 255)";
const DARK_PAGE = "rgb(27, 15, 10)"; // brand.950, the page token's dark value

/** Records the <html> classes at the moment the parser creates <body>: what the first paint will use. */
async function recordModeAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      (window as unknown as { __modeAtBody: string }).__modeAtBody = document.documentElement.className;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const modeAtFirstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __modeAtBody?: string }).__modeAtBody ?? "");
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.beforeEach(async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
  await recordModeAtFirstPaint(page);
});

test.describe("on a light system", () => {
  test.use({ colorScheme: "light" });

  test("the toggle turns dark mode on, and the choice holds across pages and reloads from the first paint", async ({ page }) => {
    const hydrationErrors = collectHydrationErrors(page);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Mode sombre" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await modeAtFirstPaint(page)).not.toContain("dark");
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).toBe(DARK_PAGE);

    // client navigation keeps it, and the page's global CSS (the static HTML's, which the browser's Chakra system
    // does not build again: features/performance/chakraStaticGlobals.js) still colours the new page
    await page.getByRole("contentinfo").getByRole("link", { name: "Nos produits" }).click();
    await expect(page).toHaveURL(/\/products\/$/);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).toBe(DARK_PAGE);

    // a new page load is dark from the start, and hydrates cleanly
    await page.goto("/products/");
    expect(await modeAtFirstPaint(page)).toContain("dark");
    await expect(page.getByRole("button", { name: "Mode sombre" })).toHaveAttribute("aria-pressed", "true");
    expect(await pageBackground(page)).toBe(DARK_PAGE);

    // the checkout layout follows the choice too
    await page.goto("/order/checkout/");
    expect(await modeAtFirstPaint(page)).toContain("dark");

    // and back to light
    await page.goto("/");
    await page.getByRole("button", { name: "Mode sombre" }).click();
    await expect(page.getByRole("button", { name: "Mode sombre" })).toHaveAttribute("aria-pressed", "false");
    await page.reload();
    expect(await modeAtFirstPaint(page)).not.toContain("dark");
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);
    expect(hydrationErrors).toEqual([]);
  });
});

test.describe("on a dark system", () => {
  test.use({ colorScheme: "dark" });

  test("the page is dark without any choice; choosing light wins over the system", async ({ page }) => {
    const hydrationErrors = collectHydrationErrors(page);
    await page.goto("/pro/");
    expect(await modeAtFirstPaint(page)).toContain("dark");
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    const toggle = page.getByRole("button", { name: "Mode sombre" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);
    await page.reload();
    expect(await modeAtFirstPaint(page)).not.toContain("dark");
    await expect(page.getByRole("button", { name: "Mode sombre" })).toHaveAttribute("aria-pressed", "false");
    expect(hydrationErrors).toEqual([]);
  });
});
