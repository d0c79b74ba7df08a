import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { shopStateDir, signInAsStaff } from "./support/staff";

// Issue 14, the external marketplace page: the ManoMano item CSV uploaded with the import's api key, each row's
// result shown; the price feed offered for download. axe on the screen.
const importKey = () => (JSON.parse(readFileSync(path.join(shopStateDir, "secrets.json"), "utf8")) as { catalogue: { importApiKey: string } }).catalogue.importApiKey;

test("staff upload a ManoMano item file and read each row's result", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, "owner");
  const found = await (await page.request.post("/api/product/query", { data: {} })).json();
  const ean = (found.products as { ean: string | null }[]).find((p) => p.ean)!.ean!;

  await page.goto("/admin/extern/manomano/");
  await expect(page.getByRole("heading", { level: 1, name: "ManoMano" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger le flux de prix (CSV)" })).toHaveAttribute("href", "/api/flux/mano");

  await page.getByLabel("Clé d’API de l’import").fill(importKey());
  await page.getByLabel("Fichier CSV ManoMano").setInputFiles({
    name: "manomano.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`sku;quantity;image_1\n${ean};7;\n1234;1;\n`, "utf8"),
  });
  await page.getByRole("button", { name: "Importer" }).click();
  await expect(page.getByText("0 créé(s), 1 mis à jour, 1 refusé(s).")).toBeVisible();
  const rows = page.getByTestId("mano-results").getByRole("row");
  await expect(rows.nth(1)).toContainText(`2${ean}Mis à jour`);
  await expect(rows.nth(2)).toContainText("Refusé");

  await page.mouse.move(0, 0);
  await expectNoSeriousViolation(page, "admin ManoMano");
});
