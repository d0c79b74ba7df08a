import { expect, test } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { paidOrder } from "./support/orders";
import { signInAsStaff } from "./support/staff";

// Issue 14, "Statistics", in the browser: an order paid by card (through the API) shows in the dashboard's sales of
// today: the count, the chart, the best sellers; the figures are the ones /api/stats/sales answers. axe on the panel.
const RUN = Date.now().toString(36);
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

type Sales = { orders: number; revenueCents: number; days: { day: string; orders: number }[] };

test("the dashboard shows the sales of an order just paid, for the chosen period", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page, "owner");
  const day = today();
  const salesOfToday = async () => (await (await page.request.get(`/api/stats/sales?start=${day}&end=${day}`)).json()) as Sales;
  const before = await salesOfToday();

  await paidOrder(`stats.${RUN}@exemple.fr`);
  const after = await salesOfToday();
  expect(after.orders).toBe(before.orders + 1);
  expect(after.revenueCents).toBeGreaterThan(before.revenueCents);

  await page.goto("/admin/");
  const stats = page.getByTestId("admin-stats");
  await expect(stats.getByRole("heading", { level: 2, name: "Statistiques" })).toBeVisible();
  await stats.getByLabel("Du", { exact: true }).fill(day);
  await stats.getByLabel("Au", { exact: true }).fill(day);
  await stats.getByRole("button", { name: "Afficher" }).click();

  const summary = stats.getByTestId("stats-sales-summary");
  await expect(summary).toContainText(`${after.orders} commande${after.orders > 1 ? "s" : ""} payée`);
  // The chart library drew one bar per day of the period (here one day).
  await expect(stats.getByTestId("stats-sales-chart").locator(".recharts-bar-rectangle")).toHaveCount(1);
  await expect(stats.getByRole("img", { name: "Chiffre d’affaires TTC par jour" })).toBeVisible();
  await expect(stats.getByTestId("stats-top").getByRole("row")).not.toHaveCount(0);
  await expect(stats.getByTestId("stats-visits-chart")).toBeVisible();

  await page.mouse.move(0, 0);
  await expectNoSeriousViolation(page, "admin dashboard statistics", '[data-testid="admin-stats"]');
});

test("the dashboard's visits count the pages seen by visitors who accepted the audience measurement, only them", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, "owner");
  const day = today();
  const blogViews = async () => {
    const visits = (await (await page.request.get(`/api/stats/visit?start=${day}&end=${day}`)).json()) as { pages: { path: string; views: number }[] };
    return visits.pages.find((p) => p.path === "/blog/")?.views ?? 0;
  };
  const before = await blogViews();
  const visit = async (analytics: boolean) => {
    const context = await browser.newContext({ baseURL });
    const value = encodeURIComponent(JSON.stringify({ personalisation: false, analytics, advertising: false }));
    await context.addCookies([{ name: "cookieConsent", value, url: baseURL! }]);
    const reader = await context.newPage();
    const beacon = analytics ? reader.waitForResponse((r) => r.url().endsWith("/api/stats/visit")) : null;
    await reader.goto("/blog/");
    await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
    // The page view is pushed 250 ms after the page settles; the beacon is sent (or not) in the same call.
    await reader.waitForFunction(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === "page_view"));
    if (beacon) expect((await beacon).status()).toBe(204);
    await context.close();
  };
  await visit(false);
  await visit(true);
  await expect.poll(blogViews, { timeout: 10_000 }).toBe(before + 1);
});
