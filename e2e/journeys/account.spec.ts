import { expect, test, type Page } from "@playwright/test";
import { signUpOnLoginPage, signUpThroughApi, uniqueEmail } from "./support/sign-up";
import { storeCookieChoice } from "./support/cookie-choice";

// Customer accounts on the started shop (spec 2.1 /login, /login/iforgot, /me; sections 5 and 8): sign-up, the
// header's e-mail, /me edit, password change, logout, login with the new password; then a forgotten password
// through the e-mail MailDev caught. Each run makes its own account (unique e-mail).
const MAILDEV_URL = process.env.MAILDEV_URL ?? `http://localhost:${process.env.MAILDEV_WEB_PORT ?? "1080"}`;


async function signUp(page: Page, email: string, password: string) {
  await page.goto("/login/");
  await signUpOnLoginPage(page, { email, password });
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Déjà client ? Connectez-vous" });
  await form.getByLabel(/^Adresse email/).fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByRole("button", { name: "Se connecter" }).click();
}

test.beforeEach(async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
});

test("sign-up → logged in → /me edit → password change → logout → login with the new password", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const email = uniqueEmail("compte");

  // The sign-up form's rules, in the spec's words, before anything is sent.
  await page.goto("/login/");
  const signup = page.getByRole("form", { name: "Nouveau client ? Créez votre compte" });
  await signup.getByLabel(/^Mot de passe/).fill("faible");
  await signup.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(signup.getByText("Vous devez saisir une adresse email")).toBeVisible();
  await expect(signup.getByText(/^Mot de passe trop faible \(Règles : Au moins 8 caractères/)).toBeVisible();
  await expect(signup.getByText("Vous devez accepter nos conditions d'utilisation pour continuer")).toBeVisible();
  await signup.getByLabel("Je suis un professionnel").check();
  await expect(signup.getByLabel(/^Numéro SIRET/)).toBeVisible();
  await signup.getByLabel("Je suis un professionnel").uncheck();

  await signUp(page, email, "Radiat3ur!");
  await expect(page.getByTestId("account-link")).toContainText(email);
  await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore passé de commande.")).toBeVisible();

  // The same e-mail cannot sign up twice.
  // (checked after logout below, as /login sends a logged-in visitor to /me)

  // /me: a wrong field is refused in the browser, a right form is saved and read back after a reload.
  const personal = page.getByRole("form", { name: "Mes informations personnelles" });
  await personal.getByLabel(/^Prénom/).fill("Élodie2");
  await personal.getByRole("button", { name: "Enregistrer" }).click();
  await expect(personal.getByText("Ce champ ne peut contenir que des lettres")).toBeVisible();
  await personal.getByLabel(/^Prénom/).fill("Élodie");
  await personal.getByLabel(/^Nom( \*)?$/).fill("D'Artagnan");
  await personal.getByLabel(/^Téléphone/).fill("06 12 34 56 78");
  await personal.getByLabel(/^Adresse( \*)?$/).fill("12 rue des Lilas");
  await personal.getByLabel(/^Code postal/).fill("69003");
  await personal.getByLabel(/^Ville/).fill("Lyon");
  await personal.getByRole("button", { name: "Enregistrer" }).click();
  await expect(personal.getByText("Vos informations ont été enregistrées.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Mes informations personnelles" }).getByLabel(/^Prénom/)).toHaveValue("Élodie");
  await expect(page.getByRole("form", { name: "Mes informations personnelles" }).getByLabel(/^Téléphone/)).toHaveValue("0612345678");
  await expect(page.getByRole("form", { name: "Mes informations personnelles" }).getByLabel(/^Ville/)).toHaveValue("Lyon");

  // Password change: a wrong current password is refused, then the right one.
  const password = page.getByRole("form", { name: "Changer mon mot de passe" });
  await password.getByLabel(/^Mot de passe actuel/).fill("PasLeBon1!");
  await password.getByLabel(/^Nouveau mot de passe/).fill("Nouveau1!");
  await password.getByLabel(/^Confirmation du mot de passe/).fill("Nouveau1!");
  await password.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(password.getByText("Le mot de passe actuel est incorrect.")).toBeVisible();
  await password.getByLabel(/^Mot de passe actuel/).fill("Radiat3ur!");
  await password.getByLabel(/^Nouveau mot de passe/).fill("Nouveau1!");
  await password.getByLabel(/^Confirmation du mot de passe/).fill("Nouveau1!");
  await password.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(password.getByText("Votre mot de passe a été modifié.")).toBeVisible();

  // Logout: home, anonymous again; /me now asks to log in.
  await page.getByRole("button", { name: "Se déconnecter" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("account-link")).toContainText("Mon compte");
  await page.goto("/me/");
  await expect(page).toHaveURL(/\/login\/\?next=%2Fme%2F$/);

  // Sign-up again with the same e-mail: the existing-account text.
  const again = page.getByRole("form", { name: "Nouveau client ? Créez votre compte" });
  await again.getByLabel(/^Adresse email/).fill(email);
  await again.getByLabel(/^Mot de passe/).fill("Radiat3ur!");
  await again.getByLabel(/^Confirmation du mot de passe/).fill("Radiat3ur!");
  await again.getByLabel(/^J'accepte les/).check();
  await again.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(again.getByText("Un compte existe déjà pour cette adresse email")).toBeVisible();

  // The old password no longer opens the account; the new one does, back to /me (the ?next= of the guard).
  await logIn(page, email, "Radiat3ur!");
  await expect(page.getByText("Echec de l'authentification")).toBeVisible();
  await logIn(page, email, "Nouveau1!");
  await expect(page).toHaveURL(/\/me\/$/);
  await expect(page.getByTestId("account-link")).toContainText(email);
  await expect(page.getByTestId("me-email")).toHaveText(`Connecté en tant que ${email}`);

  expect(pageErrors, "no JavaScript error on the way").toEqual([]);
});

type MaildevMessage = { id: string; subject: string; to: { address: string }[]; text?: string; html?: string };

async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${MAILDEV_URL}/email`);
        const mails = (await answer.json()) as MaildevMessage[];
        const mail = mails.reverse().find((m) => m.to.some((to) => to.address.toLowerCase() === email));
        link = `${mail?.text ?? ""} ${mail?.html ?? ""}`.match(/https?:\/\/[^\s"<>]+\/login\/iforgot\/?\?[^\s"<>]+/)?.[0];
        return Boolean(link);
      },
      { message: `the reset e-mail reaches MailDev (${MAILDEV_URL})`, timeout: 20_000 },
    )
    .toBe(true);
  return (link as string).replace(/&amp;/g, "&");
}

test("forgotten password: the neutral answer, the e-mailed link, both outcomes of section 8", async ({ page }) => {
  const email = uniqueEmail("oubli");
  // The sign-up form is the first journey's; here the account only has to exist, logged in.
  await signUpThroughApi(page, { email, password: "Radiat3ur!" });
  await page.goto("/me/");
  await page.getByRole("button", { name: "Se déconnecter" }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/login/");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mot de passe oublié" })).toBeVisible();
  await page.getByLabel(/^Adresse email/).fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByTestId("forgot-sent")).toHaveText(
    "Si un compte existe pour cette adresse email, vous allez recevoir un email avec un lien pour changer votre mot de passe.",
  );

  // The link as the e-mail gives it, opened on this storefront.
  const link = new URL(await resetLinkFor(email));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(/^Nouveau mot de passe/).fill("Oublie1!x");
  await page.getByLabel(/^Confirmation du mot de passe/).fill("Oublie1!y");
  await page.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(page.getByText("Ce champ ne correspond pas au mot de passe saisie")).toBeVisible();
  await page.getByLabel(/^Confirmation du mot de passe/).fill("Oublie1!x");
  await page.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Changement de mot de passe réussi!" })).toBeVisible();

  // The link is single use: a second try gives the error outcome.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(/^Nouveau mot de passe/).fill("Encore1!x");
  await page.getByLabel(/^Confirmation du mot de passe/).fill("Encore1!x");
  await page.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toBeVisible();

  // The new password opens the account.
  await page.goto("/login/");
  await logIn(page, email, "Oublie1!x");
  await expect(page).toHaveURL(/\/me\/$/);
  await expect(page.getByTestId("account-link")).toContainText(email);
});
