import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { uniqueEmail } from "./support/sign-up";
import { signInAsStaff } from "./support/staff";

/** axe measures the page at rest: the pointer is moved off the button it just clicked (hover colours are the theme's). */
const atRest = (page: Page) => page.mouse.move(0, 400);

// Issue 12, the message desk (grant `messages`): the dashboard's "unanswered messages", a thread answered with a
// quick answer and a file, the e-mail MailDev caught, and the customer reading the answer through its link; the
// quick answers edited on /admin/messages/answers. The seeded order desk (orders + messages) does the work.

const MAILDEV_URL = process.env.MAILDEV_URL ?? `http://localhost:${process.env.MAILDEV_WEB_PORT ?? "1080"}`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

type MaildevMessage = { to: { address: string }[]; text?: string; headers?: Record<string, string> };

/** The thread link of the staff answer e-mail to `email` (template contact-staff-answer). */
async function answerLinkFor(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as MaildevMessage[];
        const mail = mails.find((m) => m.to.some((to) => to.address.toLowerCase() === email) && m.headers?.["x-shop-template"] === "contact-staff-answer");
        link = mail?.text?.match(/https?:\/\/\S+\/contact\/[^\s?]+\?secret=\S+/)?.[0];
        return Boolean(link);
      },
      { message: `the staff answer reaches MailDev (${MAILDEV_URL})`, timeout: 20_000 },
    )
    .toBe(true);
  return new URL(link as string);
}

test("a message answered with a quick answer and a file is read by the customer through the e-mailed link", async ({ page, browser, playwright, baseURL }) => {
  const email = uniqueEmail("question");
  const customer = await playwright.request.newContext({ baseURL });
  const written = await customer.post("/api/messages", {
    data: { name: "Léa Martin", email, subject: "SAV", message: "Mon radiateur ne chauffe plus, que faire ?" },
  });
  expect(written.status(), await written.text()).toBe(201);
  const { id } = (await written.json()) as { id: string };
  await customer.dispose();

  await signInAsStaff(page, "desk");
  await page.goto("/admin/");
  const tile = page.getByTestId("admin-tile-messages-unanswered");
  await expect(tile.getByRole("heading", { name: "Messages sans réponse" })).toBeVisible();
  await expect(tile.getByTestId("admin-tile-value")).toHaveText(/^[1-9]\d*$/);
  await tile.getByRole("link", { name: "Voir les messages à traiter" }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/\?filters=new$/);
  await expect(page.getByRole("button", { name: /^Nouveau \(\d+\)$/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Rechercher une conversation").fill(email);
  await page.getByRole("button", { name: "Rechercher" }).click();
  const row = page.getByTestId("admin-thread-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Nouveau");
  await atRest(page);
  await expectNoSeriousViolation(page, "admin messages list");

  await row.getByRole("link", { name: "Service après-vente" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${id}/$`));
  await expect(page.getByTestId("admin-thread-messages")).toContainText("Mon radiateur ne chauffe plus, que faire ?");
  await expect(page.getByTestId("admin-thread-state")).toHaveText("Nouveau");
  await atRest(page);
  await expectNoSeriousViolation(page, "admin thread");

  // one click inserts the quick answer; a file goes along
  const quick = page.getByTestId("admin-quick-answer").filter({ hasText: "Demande de SAV" });
  await quick.click();
  const answer = page.getByLabel("Votre réponse");
  await expect(answer).toHaveValue(/^Bonjour, nous sommes désolés de ce désagrément\./);
  const text = await answer.inputValue();
  await page.getByTestId("admin-answer-file").setInputFiles({ name: "notice.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(page.getByTestId("admin-answer-done")).toHaveText("La réponse est envoyée au client par e-mail.");
  await expect(page.getByTestId("admin-thread-state")).toHaveText("Répondu");
  await expect(page.getByTestId("admin-thread-messages").getByRole("link", { name: "notice.png" })).toBeVisible();

  // the customer, in a browser of their own, follows the e-mailed link
  const link = await answerLinkFor(email);
  expect(link.pathname).toMatch(new RegExp(`^/contact/${id}/?$`));
  const reader = await browser.newContext({ baseURL });
  const customerPage = await reader.newPage();
  await customerPage.goto(`${link.pathname}${link.search}`);
  await expect(customerPage.getByText(text.split("\n")[0])).toBeVisible({ timeout: 20_000 });
  await expect(customerPage.getByRole("link", { name: /notice\.png/ })).toBeVisible();
  await reader.close();
});

test("the quick answers are edited on /admin/messages/answers and offered in the threads", async ({ page }) => {
  await signInAsStaff(page, "desk");
  await page.goto("/admin/messages/answers/");
  await expect(page.getByRole("heading", { level: 1, name: "Réponses rapides" })).toBeVisible();
  const rows = page.getByTestId("admin-quick-row");
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await atRest(page);
  await expectNoSeriousViolation(page, "admin quick answers");

  // a new answer without text is refused with the shared rule's text
  const title = `Horaires ${Date.now()}`;
  await page.getByRole("button", { name: "Ajouter une réponse" }).click();
  await page.getByLabel(`Titre de la réponse ${before + 1}`).fill(title);
  await page.getByRole("button", { name: "Enregistrer les réponses rapides" }).click();
  await expect(page.getByTestId(`error-admin-answer-${before}-text`)).toHaveText("Ce champ est obligatoire");
  await page.getByLabel(`Texte de la réponse ${before + 1}`).fill("Notre service client vous répond du lundi au vendredi, de 9 h à 12 h et de 14 h à 17 h.");
  await page.getByRole("button", { name: "Enregistrer les réponses rapides" }).click();
  await expect(page.getByTestId("admin-answers-saved")).toHaveText("Les réponses rapides sont enregistrées.");

  // saved on the server, and offered in a thread
  await page.reload();
  await expect(page.getByLabel(`Titre de la réponse ${before + 1}`)).toHaveValue(title);
  await page.goto("/admin/messages/");
  await page.getByTestId("admin-thread-row").first().getByRole("link").first().click();
  await expect(page.getByTestId("admin-quick-answer").filter({ hasText: title })).toBeVisible();

  // put the list back as it was (the shop's state outlives the run)
  await page.goto("/admin/messages/answers/");
  await page.getByRole("button", { name: `Supprimer la réponse ${before + 1}` }).click();
  await page.getByRole("button", { name: "Enregistrer les réponses rapides" }).click();
  await expect(page.getByTestId("admin-answers-saved")).toBeVisible();
  await expect(page.getByTestId("admin-quick-row")).toHaveCount(before);
});
