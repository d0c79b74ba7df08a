import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { STRONG_PASSWORD, uniqueEmail } from "./support/sign-up";
import { signInAsStaff } from "./support/staff";

/** axe measures the page at rest: the pointer is moved off the button it just clicked (hover colours are the theme's). */
const atRest = (page: Page) => page.mouse.move(0, 400);

// Issue 12, the customer desk (grant `users`): a pro found by its company, opened, marked "pro vérifié" (the date
// the bank-transfer rule reads), a bad edit refused in French; the order desk (orders + messages) is refused.

const SIRET = "44306184100047";

test("staff find a pro by its company, mark it verified, and a bad SIRET is refused", async ({ page, playwright, baseURL }) => {
  // the pro signs up in a browser of its own (the page is the staff's)
  const email = uniqueEmail("pro-a-verifier");
  const company = `Chauffage Vérif ${Date.now()}`;
  const customer = await playwright.request.newContext({ baseURL });
  const signUp = await customer.post("/api/auth", { data: { email, password: STRONG_PASSWORD, cgu: true, newsletter: false, isPro: true, company, siret: SIRET } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await customer.dispose();

  await signInAsStaff(page, "owner");
  await page.goto("/admin/users/");
  await expect(page.getByRole("heading", { level: 1, name: "Utilisateurs" })).toBeVisible();
  await page.getByLabel("Rechercher un client").fill(company);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\?search=/);
  const rows = page.getByTestId("admin-user-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expect(rows.first()).toContainText(SIRET);
  await expect(rows.first()).toContainText("Non vérifié");
  await atRest(page);
  await expectNoSeriousViolation(page, "admin users list");

  await rows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Client : ${email}`);
  await expect(page.getByLabel("Client professionnel (prix pro, livraison offerte, remises fidélité)")).toBeChecked();
  await expect(page.getByLabel(/^Société/)).toHaveValue(company);
  await expect(page.getByTestId("admin-user-loyalty")).toHaveText("Aucun palier de fidélité (moins de 2 000 € payés sur 12 mois)");
  await atRest(page);
  await expectNoSeriousViolation(page, "admin user page");

  // a bad SIRET: the shared rule's text under the field, nothing saved
  await page.getByLabel(/^SIRET/).fill("12345678901234");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByTestId("error-user-siret")).toHaveText("Ce numéro SIRET n'est pas valide (14 chiffres)");
  await page.getByLabel(/^SIRET/).fill(SIRET);

  // signed up without names: the form asks for them as /me does
  await page.getByLabel(/^Prénom/).fill("Hélène");
  await page.getByLabel(/^Nom\b/).fill("Vérif");
  await page.getByLabel(/^N° de TVA/).fill("FR40443061841");
  await page.getByLabel(/^Pro vérifié/).check();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByTestId("admin-user-saved")).toHaveText("Les modifications sont enregistrées.");
  const today = new Date().toLocaleDateString("fr-FR");
  await expect(page.getByText(`Vérifié le ${today}`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client : Hélène Vérif");

  // what the server keeps (the bank-transfer rule reads metadata.pro_verified_at)
  const id = page.url().match(/\/admin\/users\/(cus_[0-9A-Z]+)\//)![1];
  const stored = await page.request.get(`/api/users/${id}`);
  expect(await stored.json()).toMatchObject({ isPro: true, tva: "FR40443061841", proVerifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

  // back in the list, the pro shows as verified
  await page.getByRole("link", { name: "Retour aux utilisateurs" }).click();
  await page.getByLabel("Rechercher un client").fill(SIRET.slice(0, 9));
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByTestId("admin-user-row").filter({ hasText: email })).toContainText(`Vérifié le ${today}`);
});

test("the order desk (orders + messages) is refused the customer desk, on the page and by the server", async ({ page }) => {
  await signInAsStaff(page, "desk");
  await page.goto("/admin/users/");
  await expect(page.getByRole("heading", { name: "Accès refusé!" })).toBeVisible();
  const refused = await page.request.get("/api/users?search=a");
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: "Accès refusé!" });
});
