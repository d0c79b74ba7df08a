import { expect, test, type Page } from "@playwright/test";
import { mailTo, paidOrder } from "./support/orders";
import { expectNoSeriousViolation } from "./support/axe";
import { signInAsStaff } from "./support/staff";

// Issue 12, "Orders", in the browser: an order paid by card (made through the API, as a shopper's browser would)
// taken by the order desk from PAYED to DELIVERED with the tracking e-mail in MailDev, a partial refund, and the
// delivery CSV import; axe on the list and the detail.
const RUN = Date.now().toString(36);

/** axe measures what is on screen: the pointer is moved off the button it just clicked (hover is a lighter tint). */
async function axe(page: Page, screen: string) {
  await page.mouse.move(0, 0);
  await expectNoSeriousViolation(page, screen);
}

async function openOrder(page: Page, orderNumber: string) {
  await page.goto("/admin/orders/");
  await page.getByLabel("Rechercher (numéro, e-mail ou nom)").fill(orderNumber);
  await page.getByRole("button", { name: "Filtrer", exact: true }).click();
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Commande ${orderNumber}` })).toBeVisible();
}

test.describe("order desk", () => {
  test.describe.configure({ timeout: 240_000 });

  test("takes a paid order to DELIVERED with the tracking e-mail, and refunds part of it", async ({ page }) => {
    const email = `suivi.${RUN}@exemple.fr`;
    const orderNumber = await paidOrder(email);
    await signInAsStaff(page, "desk");

    await page.goto("/admin/");
    await expect(page.getByTestId("admin-tile-orders-to-handle").getByTestId("admin-tile-value")).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId("admin-tile-orders-late")).toBeVisible();

    await page.goto("/admin/orders/");
    await expect(page.getByTestId("orders-table")).toBeVisible();
    await axe(page, "/admin/orders");

    await openOrder(page, orderNumber);
    await expect(page.getByTestId("order-state")).toHaveText("Payée");
    await axe(page, "/admin/orders/{number}");

    const actions = page.getByTestId("order-actions");
    // Only the moves the table allows: no "Livrée" while the order is only paid.
    await expect(actions.getByRole("button", { name: "Passer à « Livrée »" })).toHaveCount(0);
    await actions.getByRole("button", { name: "Passer à « En préparation »" }).click();
    await expect(page.getByTestId("order-state")).toHaveText("En préparation");

    await actions.getByLabel("Transporteur").selectOption("colissimo");
    await actions.getByLabel("Numéro de suivi").fill("6A 1234 5678 901");
    await actions.getByRole("button", { name: "Expédier" }).click();
    await expect(page.getByTestId("order-state")).toHaveText("Expédiée");
    await expect(page.getByTestId("order-payment")).toContainText("6A12345678901");
    const mail = await mailTo(email, `Votre commande ${orderNumber} est expédiée`);
    expect(mail.text).toContain("https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901");

    await actions.getByRole("button", { name: "Passer à « Livrée »" }).click();
    await expect(page.getByTestId("order-state")).toHaveText("Livrée");
    await expect(actions).toContainText("Cette commande n’a plus d’état suivant.");

    const refund = page.getByTestId("order-refund");
    await refund.getByLabel("Montant (€)").fill("5,00");
    await refund.getByLabel("Raison du remboursement").fill("Geste commercial");
    await refund.getByRole("button", { name: "Rembourser" }).click();
    await expect(refund.getByRole("status")).toHaveText("Remboursement enregistré.");
    const history = page.getByTestId("order-history");
    await expect(history).toContainText("Remboursement de 5,00 € : Geste commercial");
    await expect(history).toContainText("En préparation → Expédiée");
    await expect(page.getByTestId("order-payment")).toContainText("Remboursé : 5,00 €");
    await axe(page, "/admin/orders/{number} after the changes");
  });

  test("registers parcels from a delivery CSV, each row applied or refused with its reason", async ({ page }) => {
    const numbers = [await paidOrder(`colis1.${RUN}@exemple.fr`), await paidOrder(`colis2.${RUN}@exemple.fr`)];
    await signInAsStaff(page, "desk");
    for (const number of numbers) {
      expect((await page.request.put(`/api/order/${number}`, { data: { state: "READY" } })).status()).toBe(200);
    }
    await page.goto("/admin/orders/");
    const csv = ["commande;transporteur;suivi", `${numbers[0]};Colissimo;6A00000000001`, `${numbers[1]};DPD;250123456789`, "MC-ZZZZZZZZ;GLS;ZX98765432"].join("\r\n");
    await page.getByLabel("Fichier CSV des expéditions").setInputFiles({ name: "expeditions.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await page.getByRole("button", { name: "Importer le fichier" }).click();
    const result = page.getByTestId("import-result");
    await expect(result.getByRole("status")).toHaveText("2 ligne(s) appliquée(s), 1 refusée(s).");
    await expect(result.getByTestId("import-row").nth(2)).toContainText("Refusée : Cette commande n'existe pas.");
    await axe(page, "/admin/orders with the import's result");
    await mailTo(`colis2.${RUN}@exemple.fr`, `Votre commande ${numbers[1]} est expédiée`);
    await openOrder(page, numbers[1]);
    await expect(page.getByTestId("order-state")).toHaveText("Expédiée");
  });
});
