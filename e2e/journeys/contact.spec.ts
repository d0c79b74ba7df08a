import { expect, test } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";

// Contact (spec 2.1 /contact, /contact/{id}; sections 5 and 8): the form's texts, the section-8 success text, then
// the thread link MailDev caught, opened and answered. Each run uses its own e-mail address.
const MAILDEV_URL = process.env.MAILDEV_URL ?? `http://localhost:${process.env.MAILDEV_WEB_PORT ?? "1080"}`;
const SUCCESS = "Votre message à été envoyé. Vous allez recevoir un email de confirmation!...";

type MaildevMessage = { to: { address: string }[]; text?: string };

async function threadLinkFor(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as MaildevMessage[];
        const mail = mails.reverse().find((m) => m.to.some((to) => to.address.toLowerCase() === email));
        link = mail?.text?.match(/https?:\/\/\S+\/contact\/[^\s?]+\?secret=\S+/)?.[0];
        return Boolean(link);
      },
      { message: `the contact confirmation reaches MailDev (${MAILDEV_URL})`, timeout: 20_000 },
    )
    .toBe(true);
  return new URL(link as string);
}

test("contact form → success text → the e-mailed thread link → a reply", async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
  const email = `contact-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;

  await page.goto("/contact/");
  await expect(page.getByRole("heading", { level: 1, name: "Nous contacter" })).toBeVisible();
  // "Envoyer" is inactive until hydration (SubmitButton): the click waits for it, as a shopper would
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByTestId("error-contact-name")).toHaveText("Ce champ est requis");
  await page.getByLabel(/^Adresse email/).fill("marie");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByText("Email non valide")).toBeVisible();

  // A quote request is refused to a visitor who is not logged in (section 5).
  await page.getByLabel("Sujet").selectOption("QUOTE");
  await expect(page.getByTestId("contact-quote-block")).toHaveText("Fonctionalitée reservée aux utiliseurs connectés...");
  await page.getByLabel("Sujet").selectOption("SAV");

  await page.getByLabel(/^Nom/).fill("Marie Dupont");
  await page.getByLabel(/^Adresse email/).fill(email);
  await page.getByLabel(/^Votre message/).fill("Mon radiateur ne chauffe plus.");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByTestId("contact-sent")).toHaveText(SUCCESS);

  const link = await threadLinkFor(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Votre conversation" })).toBeVisible();
  await expect(page.getByTestId("thread-messages")).toContainText("Mon radiateur ne chauffe plus.");
  await page.getByLabel(/^Votre réponse/).fill("Il s'agit du modèle 1500 W.");
  await page.getByRole("button", { name: "Répondre" }).click();
  await expect(page.getByTestId("thread-messages")).toContainText("Il s'agit du modèle 1500 W.");

  // The same link with another secret opens nothing.
  await page.goto(`${link.pathname}?secret=faux`);
  await expect(page.getByTestId("thread-error")).toHaveText("Cette conversation est introuvable. Utilisez le lien reçu par e-mail.");
});
