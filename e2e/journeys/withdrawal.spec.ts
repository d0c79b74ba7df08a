import { expect, test } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { storeCookieChoice } from "./support/cookie-choice";
import { BASE_URL, mailTo, paidOrder } from "./support/orders";
import { signInAsStaff } from "./support/staff";

// Issue 16, "The withdrawal function", in the browser: a consumer whose order was delivered (paid and delivered
// through the API) opens « renoncer au contrat ici » from the footer, fills the declaration, confirms it with the
// distinct button, sees the acknowledgement and receives it by e-mail.
const RUN = Date.now().toString(36);

test.describe("withdrawal function", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a consumer withdraws from a delivered order from the footer link and gets the acknowledgement", async ({ page, browser }) => {
    const email = `retractation.${RUN}@exemple.fr`;
    const orderNumber = await paidOrder(email);
    // The order desk delivers it (the desk's screens have their own journey).
    await signInAsStaff(page, "desk");
    for (const data of [{ state: "READY" }, { state: "SENT", carrier: "colissimo", trackingNumber: "6A12345678901" }, { state: "DELIVERED" }]) {
      const moved = await page.request.put(`/api/order/${orderNumber}`, { data });
      expect(moved.status(), await moved.text()).toBe(200);
    }

    const consumer = await browser.newContext({ baseURL: BASE_URL });
    const shopper = await consumer.newPage();
    await storeCookieChoice(shopper, BASE_URL);
    await shopper.goto("/");
    await shopper.getByTestId("site-footer").getByRole("link", { name: "renoncer au contrat ici" }).click();
    await expect(shopper.getByRole("heading", { level: 1, name: "Renoncer au contrat (rétractation)" })).toBeVisible();
    await expectNoSeriousViolation(shopper, "/retractation");

    await shopper.getByLabel("E-mail utilisé pour la commande").fill(email);
    await shopper.getByLabel("Numéro de commande").fill(orderNumber);
    await shopper.getByLabel("Nom et prénom").fill("Claire Dupont");
    await shopper.getByLabel(/^Adresse/).fill("3 rue des Lilas, 69003 Lyon");
    await shopper.getByRole("button", { name: "confirmer la rétractation" }).click();

    const receipt = shopper.getByTestId("withdrawal-receipt");
    await expect(receipt.getByRole("heading", { name: "Votre rétractation est enregistrée" })).toBeVisible();
    await expect(receipt).toContainText(`Commande n° ${orderNumber}`);
    await expect(receipt).toContainText("Articles concernés : toute la commande");

    const mail = await mailTo(email, `Accusé de réception de votre rétractation — commande ${orderNumber}`);
    expect(mail.text).toContain("Nom du consommateur : Claire Dupont");
    expect(mail.text).toMatch(/Date et heure d’envoi : \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} \(heure de Paris\)/);
    await consumer.close();
  });
});
