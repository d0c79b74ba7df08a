import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { signUpThroughApi, uniqueEmail } from "./support/sign-up";
import { signInAsStaff, staffLogin } from "./support/staff";

// Issue 12, the /admin section: the gate of spec 2.7 with real partial rights (the seeded order desk holds only
// `orders` + `messages`), the menu of 2.4 filtered by grants, the shop header's entry, the phone-width drawer.

const adminMenu = (page: Page) => page.getByTestId("admin-menu");

/** The entries of the large-screen menu, group by group (each dropdown opened by hovering its button). */
async function menuEntries(page: Page): Promise<Record<string, string[]>> {
  const entries: Record<string, string[]> = {};
  for (const button of await adminMenu(page).getByRole("button").all()) {
    const label = (await button.textContent())!.replace("▾", "").trim();
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`#${(await button.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`);
    await expect(list).toBeVisible();
    entries[label] = (await list.getByRole("link").allTextContents()).map((text) => text.trim());
    await page.mouse.move(0, 400);
    await expect(list).toBeHidden();
  }
  return entries;
}

test("a visitor meets the login form; the order desk logs in and is offered only its screens", async ({ page }) => {
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { name: "Authentification requise" })).toBeVisible();
  await expect(adminMenu(page)).toHaveCount(0);
  await expectNoSeriousViolation(page, "admin login gate");

  // the form itself (other journeys sign in through the API with support/staff.ts)
  const desk = staffLogin("desk");
  await page.getByLabel("Email").fill(desk.email);
  await page.getByLabel("Password").fill(desk.password);
  await page.getByRole("button", { name: "Connexion" }).click();
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("admin-user")).toHaveText(desk.email);

  await expect(adminMenu(page).getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("aria-current", "page");
  expect(await menuEntries(page)).toEqual({ Commercial: ["Commandes", "Messages"] });
  await adminMenu(page).getByRole("button", { name: "Commercial" }).hover();
  await expectNoSeriousViolation(page, "admin layout with a dropdown open");

  // a path its grants do not open: refused on the page (the server refuses the calls anyway)
  await page.goto("/admin/promos/");
  await expect(page.getByRole("heading", { name: "Accès refusé!" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Droits nécessaires : promo.");
  await expectNoSeriousViolation(page, "admin access denied");
  const refused = await page.request.get("/api/admin/staff");
  expect(refused.status()).toBe(403);

  // the shop's header leads admin users to the back-office
  await page.goto("/");
  await page.getByTestId("admin-link").click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
});

test("the owner is offered the whole menu and opens a screen from it; an address with no screen says so", async ({ page }) => {
  await signInAsStaff(page, "owner");
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  expect(await menuEntries(page)).toEqual({
    Commercial: ["Produits", "Commandes", "Utilisateurs", "Messages", "Devis", "Promos"],
    Légal: ["Mentions légales", "A propos de nous", "CGV", "Utilisation des cookies", "Politique de confidentialité"],
    Éditorial: ["Page d'accueil", "Blog", "Newsletters", "FAQ"],
    Externe: ["ManoMano"],
  });
  await adminMenu(page).getByRole("button", { name: "Éditorial" }).hover();
  await adminMenu(page).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/admin\/faq\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible({ timeout: 30_000 });
  // Another marketplace than ManoMano (spec's external pages): no screen for it yet.
  await page.goto("/admin/extern/amazon/");
  await expect(page.getByRole("heading", { name: "Écran pas encore disponible" })).toBeVisible();
  await expect(page.getByText(/« extern\/amazon »/)).toBeVisible();
  await expectNoSeriousViolation(page, "admin screen not available yet");
});

test("a customer has no back-office entry and is refused", async ({ page }) => {
  await signUpThroughApi(page, { email: uniqueEmail("cliente-admin") });
  await page.goto("/");
  await expect(page.getByTestId("account-link")).toContainText("cliente-admin");
  await expect(page.getByTestId("admin-link")).toHaveCount(0);
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { name: "Accès refusé!" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("réservé à l’équipe");
  await expect(adminMenu(page)).toHaveCount(0);
  await expect(page.getByTestId("admin-menu-button")).toHaveCount(0);
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu is a drawer with the entries the grants open", async ({ page }) => {
    await signInAsStaff(page, "desk");
    await page.goto("/admin/");
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    await expect(adminMenu(page)).toBeHidden();
    await page.getByTestId("admin-menu-button").click();
    const drawer = page.getByTestId("admin-menu-drawer");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link")).toHaveText(["Tableau de bord", "Commandes", "Messages"]);
    await expectNoSeriousViolation(page, "admin menu drawer");
    await drawer.getByRole("link", { name: "Messages" }).click();
    await expect(page).toHaveURL(/\/admin\/messages\/$/);
    await expect(drawer).toBeHidden();
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test("the owner sets the order desk's grants on /admin/staff, and cannot lock the shop out", async ({ page, browser }) => {
  await signInAsStaff(page, "owner");
  await page.goto("/admin/");
  await adminMenu(page).getByRole("link", { name: "Équipe et droits" }).click();
  await expect(page).toHaveURL(/\/admin\/staff\/$/);
  await expect(page.getByRole("heading", { name: "Équipe et droits", level: 1 })).toBeVisible();
  const desk = staffLogin("desk");
  const deskForm = page.getByRole("form", { name: new RegExp(`Droits de ${desk.email}`) });
  await expect(deskForm.getByLabel("Commandes (orders)")).toBeChecked();
  await expect(deskForm.getByLabel("Promos (promo)")).not.toBeChecked();
  await expectNoSeriousViolation(page, "admin staff grants");

  // the desk's own browser: promos refused, then opened by the owner's change (read on its next call)
  const deskContext = await browser.newContext();
  const deskPage = await deskContext.newPage();
  try {
    await signInAsStaff(deskPage, "desk");
    await deskPage.goto("/admin/promos/");
    await expect(deskPage.getByRole("heading", { name: "Accès refusé!" })).toBeVisible();

    await deskForm.getByLabel("Promos (promo)").check();
    await deskForm.getByRole("button", { name: "Enregistrer" }).click();
    await expect(deskForm.getByRole("status")).toHaveText("Droits enregistrés.");
    await deskPage.reload();
    await expect(deskPage.getByRole("heading", { name: "Accès refusé!" })).toHaveCount(0);
    await expect(deskPage.getByTestId("admin-header")).toBeVisible();
    expect(((await (await deskPage.request.get("/api/auth")).json()) as { grants: string[] }).grants).toEqual(["orders", "messages", "promo"]);
  } finally {
    // the desk keeps orders + messages for the other journeys (the seed would also put them back on the next start)
    await deskForm.getByLabel("Promos (promo)").uncheck();
    await deskForm.getByRole("button", { name: "Enregistrer" }).click();
    await expect(deskForm.getByRole("status")).toHaveText("Droits enregistrés.");
    await deskContext.close();
  }

  // the owner is the only full admin: taking one of their own grants is refused, nothing changes
  const ownerForm = page.getByRole("form", { name: /\(vous\)/ });
  await ownerForm.getByLabel("FAQ (faq)").uncheck();
  await ownerForm.getByRole("button", { name: "Enregistrer" }).click();
  await expect(ownerForm.getByRole("alert")).toHaveText(
    "Au moins un membre de l'équipe doit garder tous les droits : sans lui, plus personne ne pourrait rendre des droits.",
  );
  await page.reload();
  await expect(page.getByRole("form", { name: /\(vous\)/ }).getByLabel("FAQ (faq)")).toBeChecked();
});
