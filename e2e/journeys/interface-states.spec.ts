import { expect, test } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";
import { hydrated } from "./support/hydration";

// Spec 4.6 and 9: progress bar, offline notice, back-to-top, page views, no prefetch on data saver.

// The cookie alert (spec 4.5) would slide in over the bottom of the page: the visitor answered it on an earlier visit.
test.beforeEach(async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
});

test("a slow navigation shows the 2 px progress bar, which goes once the page is there", async ({ page }) => {
  // The blog's page data (prefetch included) is held until the bar has been seen: a navigation slower than the
  // 200 ms throttle however slow the machine, with no time window for the checks below to race.
  let release = () => {};
  const held = new Promise<void>((go) => (release = go));
  await page.route("**/page-data/blog/page-data.json", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Nos différentes gammes" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  // Before hydration the link is a plain page load, which has no bar.
  await hydrated(footer);
  await footer.getByRole("link", { name: "Blog", exact: true }).click();
  const bar = page.getByRole("progressbar", { name: "Chargement de la page" });
  await expect(bar).toBeAttached();
  expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(2);
  await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(0);
  release();
  await expect(page.getByRole("heading", { level: 1, name: /blog/i })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("the bar moves on by 45 % when one of the navigation's two loaders (page, app data) is done (4.6)", async ({ page }) => {
  // both loaders of the navigation to /blog/ are held until the journey lets them through, one after the other
  const release: { page?: () => void; appData?: () => void } = {};
  let holdAppData = false;
  await page.route("**/page-data/blog/page-data.json", (route) => new Promise<void>((go) => (release.page = go)).then(() => route.continue()));
  await page.route("**/page-data/app-data.json", (route) =>
    holdAppData ? new Promise<void>((go) => (release.appData = go)).then(() => route.continue()) : route.continue(),
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Nos différentes gammes" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await hydrated(footer);
  // How far the bar is ahead of where time alone takes it (it creeps to 70 % in 5 s, storefront progress.ts): more
  // than 0 only once a loader has moved it on. Measured at each value it shows, from the click, so a slow machine
  // can only make time's share larger, never fake a step.
  await page.evaluate(() => {
    const w = window as Window & { __aheadOfTime?: number[]; __clickedAt?: number };
    const seen: number[] = (w.__aheadOfTime = []);
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (!bar || w.__clickedAt === undefined) return;
      const byTime = (200 / Math.PI) * Math.atan(((performance.now() - w.__clickedAt) / 5000) * 2);
      seen.push(Number(bar.getAttribute("aria-valuenow")) - byTime);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuenow"] });
  });
  const aheadOfTime = () => page.evaluate(() => Math.max(-100, ...((window as Window & { __aheadOfTime?: number[] }).__aheadOfTime ?? [])));

  holdAppData = true;
  await page.evaluate(() => ((window as Window & { __clickedAt?: number }).__clickedAt = performance.now()));
  await footer.getByRole("link", { name: "Blog", exact: true }).click();
  const bar = page.getByRole("progressbar", { name: "Chargement de la page" });
  await expect(bar).toBeAttached();
  await expect.poll(() => Boolean(release.appData), { message: "Gatsby asks for the app data" }).toBe(true);
  expect(await aheadOfTime(), "nothing loaded yet: the bar only creeps").toBeLessThan(1);
  release.appData?.();
  await expect.poll(aheadOfTime, { message: "the app data moved the bar on" }).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole("heading", { level: 1, name: /blog/i }), "the page data is still on its way").toHaveCount(0);

  await expect.poll(() => Boolean(release.page)).toBe(true);
  release.page?.();
  await expect(page.getByRole("heading", { level: 1, name: /blog/i })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("a fast navigation shows no bar at all (200 ms throttle)", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    (window as Window & { __bars?: number }).__bars = 0;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) (window as Window & { __bars?: number }).__bars! += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  // let Gatsby load the page on hover first, so the click itself has nothing left to wait for
  const faq = page.getByRole("contentinfo").getByRole("link", { name: "F.A.Q.", exact: true });
  const loaded = page.waitForResponse((response) => response.url().includes("/page-data/help/page-data.json"));
  await faq.hover();
  await loaded;
  await page.waitForLoadState("networkidle");
  await faq.click();
  await expect(page).toHaveURL(/\/help\/$/);
  await page.waitForTimeout(800);
  expect(await page.evaluate(() => (window as Window & { __bars?: number }).__bars)).toBe(0);
});

test("a page view reaches the dataLayer after each route change", async ({ page }) => {
  const pageViews = () =>
    page.evaluate(() =>
      ((window as Window & { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
        .filter((e) => e.event === "page_view")
        .map((e) => e.page_path),
    );
  await page.goto("/");
  await expect.poll(pageViews).toEqual(["/"]);
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect.poll(pageViews).toEqual(["/", "/blog/"]);
});

test("going offline shows 'Vous êtes hors ligne.', coming back hides it", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Nos différentes gammes" })).toBeVisible();
  await expect(page.getByText("Vous êtes hors ligne.")).toHaveCount(0);
  // the notice listens to the browser's offline event once React runs the page
  await hydrated(page.locator("#gatsby-focus-wrapper"));
  await context.setOffline(true);
  await expect(page.getByRole("status").getByText("Vous êtes hors ligne.")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("Vous êtes hors ligne.")).toHaveCount(0);
});

test("the back-to-top button appears past 400 px and brings the visitor back up", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/products/");
  const button = page.getByRole("button", { name: "Revenir en haut de la page" });
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

const helpPageData = (requests: string[]) => requests.filter((url) => url.includes("/page-data/help/"));

test("with data saver on, links scrolled into view or hovered prefetch nothing", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { configurable: true, value: { saveData: true, effectiveType: "4g" } });
  });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/");
  const faq = page.getByRole("contentinfo").getByRole("link", { name: "F.A.Q.", exact: true });
  await faq.scrollIntoViewIfNeeded();
  await faq.hover();
  await page.waitForTimeout(1500);
  expect(helpPageData(requests)).toEqual([]);
  // the link itself still works
  await faq.click();
  await expect(page).toHaveURL(/\/help\/$/);
});

test("on a normal connection, hovering a link prefetches its page", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/");
  await hydrated(page.getByRole("contentinfo"));
  await page.getByRole("contentinfo").getByRole("link", { name: "F.A.Q.", exact: true }).hover();
  await expect.poll(() => helpPageData(requests).length).toBeGreaterThan(0);
});
