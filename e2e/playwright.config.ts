import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// Debian's Chromium where it is installed (Playwright's own browser download is blocked on the
// CI machines); elsewhere Playwright's bundled browser, if the user installed it.
const systemChromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
);

// The shop `npm start` serves: STOREFRONT_PORT moves it (several shops on one machine).
const baseURL = process.env.SHOP_URL ?? `http://localhost:${process.env.STOREFRONT_PORT ?? "8000"}`;

export default defineConfig({
  testDir: "./journeys",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A flaky journey is a failing one (issue 10): no retry hides it.
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "fr-FR",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The journey runs against the shop as a user starts it: `npm start` on a state folder of its own.
  webServer: process.env.SHOP_URL
    ? undefined
    : {
        command: "npm start",
        cwd: "..",
        url: baseURL,
        env: {
          SHOP_STATE_DIR: process.env.E2E_STATE_DIR ?? ".data/e2e",
          // Every journey signs up and orders from 127.0.0.1: the shop's per-IP limits and caps (issue 11 item 12,
          // @shop/compat-api and @shop/checkout options, production defaults 10/30 an hour and 10 open orders) are
          // raised for this one address's shop, through the same settings an operator would use.
          SIGNUP_RATE_LIMIT_PER_IP: "10000",
          CHECKOUT_RATE_LIMIT_PER_IP: "10000",
          UNPAID_ORDERS_PER_IP: "10000",
          UNPAID_ORDERS_PER_ACCOUNT: "100",
          // The storefront is built with a page that fails to render in the browser (/essai/erreur-de-rendu/,
          // storefront render-error-probe.tsx): error-pages.spec.ts proves the error page with it; a production
          // build has no such page.
          GATSBY_RENDER_ERROR_PROBE: "1",
        },
        timeout: 25 * 60_000,
        reuseExistingServer: !process.env.CI,
        stdout: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 60_000 },
      },
});
