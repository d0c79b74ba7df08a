import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The staff logins `npm start` generated on first run, read from the shop's state folder.
const stateDir = path.resolve(__dirname, "..", "..", process.env.SHOP_STATE_DIR ?? (process.env.SHOP_URL ? ".data" : ".data/e2e"));
const secrets = JSON.parse(readFileSync(path.join(stateDir, "secrets.json"), "utf8")) as {
  medusa: { adminEmail: string; adminPassword: string };
  strapi: { adminEmail: string; adminPassword: string };
};

// The admins' own ports, as `npm start` was told (COMMERCE_PORT, CMS_PORT).
const medusaUrl = `http://localhost:${process.env.COMMERCE_PORT ?? "9000"}`;
const strapiUrl = `http://localhost:${process.env.CMS_PORT ?? "1337"}`;

test("the staff logs into the Medusa admin and sees the seeded catalogue", async ({ page }) => {
  await page.goto(`${medusaUrl}/app/login`);
  // Medusa's login fields carry placeholders, not labels.
  await page.getByRole("textbox", { name: "Email" }).fill(secrets.medusa.adminEmail);
  await page.getByPlaceholder("Password").fill(secrets.medusa.adminPassword);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });

  await page.goto(`${medusaUrl}/app/products`);
  await expect(page.getByText(/radiateur/i).first()).toBeVisible({ timeout: 30_000 });
});

test("the editor logs into the Strapi admin and finds the seeded articles", async ({ page }) => {
  await page.goto(`${strapiUrl}/admin/auth/login`);
  await page.getByLabel(/e-?mail/i).fill(secrets.strapi.adminEmail);
  await page.getByLabel(/password/i).fill(secrets.strapi.adminPassword);
  await page.getByRole("button", { name: /login|connexion/i }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });

  await page.goto(`${strapiUrl}/admin/content-manager/collection-types/api::article.article`);
  await expect(page.getByRole("gridcell").first()).toBeVisible({ timeout: 30_000 });
});
