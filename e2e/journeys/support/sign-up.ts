import { expect, type Page } from "@playwright/test";

/** A password the spec's strength rule accepts. */
export const STRONG_PASSWORD = "Radiat3ur!";

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;

export const signUpForm = (page: Page) => page.getByRole("form", { name: "Nouveau client ? Créez votre compte" });

/**
 * Fills and sends the sign-up form of the /login page already open, then waits for /me. A pro account gets its
 * company and SIRET; `pro: false` unticks the box a `?compte=pro` link ticked.
 */
export async function signUpOnLoginPage(
  page: Page,
  { email, password = STRONG_PASSWORD, newsletter = false, pro }: { email: string; password?: string; newsletter?: boolean; pro?: { company: string; siret: string } | false },
): Promise<void> {
  const form = signUpForm(page);
  if (pro === false) await form.getByLabel("Je suis un professionnel").uncheck();
  await form.getByLabel(/^Adresse email/).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByLabel(/^Confirmation du mot de passe/).fill(password);
  if (pro) {
    await form.getByLabel("Je suis un professionnel").check();
    await form.getByLabel(/^Nom de la société/).fill(pro.company);
    await form.getByLabel(/^Numéro SIRET/).fill(pro.siret);
  }
  if (newsletter) await form.getByLabel(/^Je souhaite recevoir la newsletter/).check();
  await form.getByLabel(/^J'accepte les/).check();
  await form.getByRole("button", { name: "Créer mon compte" }).click();
  // a sign-up hashes the password (and records consents): slow on a loaded machine
  await expect(page).toHaveURL(/\/me\/$/, { timeout: 30_000 });
}

/**
 * For journeys that only need a logged-in customer: the account is made through the API (`POST /api/auth`, as the
 * form sends it) in the page's own cookie jar, so the browser is logged in. The form itself is walked through in
 * account.spec.ts, newsletter-unsubscribe.spec.ts and pro-offer.spec.ts.
 */
export async function signUpThroughApi(page: Page, { email, password = STRONG_PASSWORD }: { email: string; password?: string }): Promise<void> {
  const answer = await page.request.post("/api/auth", { data: { email, password, cgu: true, newsletter: false, isPro: false } });
  expect(answer.status(), await answer.text()).toBe(201);
}
