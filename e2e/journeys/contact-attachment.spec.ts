import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";

// Contact with an attachment (spec 2.1 /contact/messageCategory, /contact, /contact/{id}; section 3 Message.file):
// /sav → the subject chooser → the form with that subject preselected → a PDF sent with the message (uploaded first)
// → the e-mailed thread link shows the attachment and downloads it, byte for byte. Each run uses its own address.
const MAILDEV_URL = process.env.MAILDEV_URL ?? `http://localhost:${process.env.MAILDEV_WEB_PORT ?? "1080"}`;
const SUCCESS = "Votre message à été envoyé. Vous allez recevoir un email de confirmation!...";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

type MaildevMessage = { to: { address: string }[]; text?: string; headers?: Record<string, string> };

async function threadLinkFor(email: string, template = "contact-confirmation"): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as MaildevMessage[];
        const mail = mails
          .reverse()
          .find((m) => m.to.some((to) => to.address.toLowerCase() === email) && m.headers?.["x-shop-template"] === template);
        link = mail?.text?.match(/https?:\/\/\S+\/contact\/[^\s?]+\?secret=\S+/)?.[0];
        return Boolean(link);
      },
      { message: `the ${template} e-mail reaches MailDev (${MAILDEV_URL})`, timeout: 20_000 },
    )
    .toBe(true);
  return new URL(link as string);
}

test("/sav → subject chooser → contact form preselected → PDF attached → thread link shows and downloads it", async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
  const email = `piece-jointe-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;

  await page.goto("/sav/");
  await page.getByTestId("sav-contact").getByRole("link", { name: "Contacter le service après-vente" }).click();
  await expect(page).toHaveURL(/\/contact\/messageCategory\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "À quel sujet souhaitez-vous nous écrire ?" })).toBeVisible();
  await expect(page.getByTestId("message-categories").getByRole("listitem")).toHaveCount(4);

  await page.getByRole("link", { name: "Écrire au sujet : Service après-vente" }).click();
  await expect(page).toHaveURL(/\/contact\/\?subject=SAV$/);
  await expect(page.getByLabel("Sujet")).toHaveValue("SAV");

  // A file of another type is refused in the browser before anything is uploaded.
  await page.getByLabel("Pièce jointe (facultatif)").setInputFiles({ name: "photos.zip", mimeType: "application/zip", buffer: Buffer.from("PK") });
  await expect(page.getByTestId("error-contact-file")).toHaveText("Seuls les fichiers PDF, JPEG, PNG et WebP sont acceptés.");

  await page.getByLabel(/^Nom/).fill("Marie Dupont");
  await page.getByLabel(/^Adresse email/).fill(email);
  await page.getByLabel(/^Votre message/).fill("Le radiateur ne chauffe plus, voici la facture.");
  await page.getByLabel("Pièce jointe (facultatif)").setInputFiles({ name: "facture.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByTestId("contact-file-chosen")).toContainText("facture.pdf");
  await expect(page.getByTestId("error-contact-file")).toHaveCount(0);
  const uploaded = page.waitForResponse((response) => response.url().endsWith("/api/files") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Envoyer" }).click();
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByTestId("contact-sent")).toHaveText(SUCCESS);

  const link = await threadLinkFor(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId("thread-messages")).toContainText("Le radiateur ne chauffe plus, voici la facture.");
  const attachment = page.getByTestId("thread-attachment");
  await expect(attachment).toHaveText(/^Télécharger facture\.pdf \(\d+ o\)$/);

  const downloading = page.waitForEvent("download");
  await attachment.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("facture.pdf");
  const saved = await download.path();
  expect((await readFile(saved as string)).equals(PDF)).toBe(true);

  // Without the thread's secret the file is not served.
  const href = (await attachment.getAttribute("href")) as string;
  const withoutSecret = await page.request.get(href.replace(/\?secret=.*$/, "?secret=faux"));
  expect(withoutSecret.status()).toBe(404);

  // Lost the e-mail? The lookup on the subject chooser e-mails the links again (its answer says nothing either way).
  // the screen asks the server for the subjects once hydrated: after that answer the form is React's
  const hydrated = page.waitForResponse((response) => response.url().endsWith("/api/messages/categories"));
  await page.goto("/contact/messageCategory/");
  await hydrated;
  await page.getByLabel(/^Adresse email/).fill(email);
  await page.getByLabel("Sujet", { exact: true }).selectOption("SAV");
  await page.getByRole("button", { name: "Recevoir mes liens" }).click();
  await expect(page.getByTestId("lookup-sent")).toHaveText(
    "Si des conversations correspondent à ces informations, nous venons de vous envoyer leurs liens par e-mail.",
  );
  const again = await threadLinkFor(email, "contact-lookup");
  expect(again.pathname).toBe(link.pathname);
  await page.goto(`${again.pathname}${again.search}`);
  await expect(page.getByTestId("thread-attachment")).toHaveText(/^Télécharger facture\.pdf/);
});
