import { expect, test } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { storeCookieChoice } from "./support/cookie-choice";
import { STRONG_PASSWORD, uniqueEmail } from "./support/sign-up";
import { signInAsStaff } from "./support/staff";

// Issue 14: a newsletter to pros composed on /admin/newsletters (grant newsletter), sent by the engine's worker,
// arrives in MailDev with its own unsubscribe link (and one-click List-Unsubscribe headers) that works; the screen passes axe.
const MAILDEV_URL = process.env.MAILDEV_URL ?? `http://localhost:${process.env.MAILDEV_WEB_PORT ?? "1080"}`;
type MaildevMessage = { subject: string; to: { address: string }[]; text?: string; headers?: Record<string, string> };

test("staff send a newsletter to pros; a pro receives it and unsubscribes through its link", async ({ page, browser, baseURL }) => {
  // the worker sends in the background: up to a minute on a loaded machine
  test.setTimeout(240_000);
  await storeCookieChoice(page, baseURL as string);
  const stamp = Date.now().toString(36);
  const subject = `Offre pros ${stamp}`;

  // A pro subscribed to the newsletter (sign-up with the box ticked), in a context of its own.
  const proContext = await browser.newContext({ locale: "fr-FR" });
  const pro = await proContext.newPage();
  await storeCookieChoice(pro, baseURL as string);
  const email = uniqueEmail("newsletter-pro");
  const signup = await pro.request.post("/api/auth", {
    data: { email, password: STRONG_PASSWORD, cgu: true, newsletter: true, isPro: true, company: "Chauffage Journée", siret: "73282932000074" },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  // The order desk (orders + messages only) is refused the screen.
  await signInAsStaff(page, "desk");
  await page.goto("/admin/newsletters/");
  await expect(page.getByRole("heading", { name: "Accès refusé!" })).toBeVisible({ timeout: 30_000 });
  await page.context().clearCookies();

  await signInAsStaff(page, "owner");
  await page.goto("/admin/newsletters/");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolation(page, "/admin/newsletters");

  // A blank tag is refused under its field with the shared schema's text, before any call.
  await page.getByRole("button", { name: "Aperçu" }).click();
  await expect(page.getByText("Donnez un nom (tag) à la campagne")).toBeVisible();
  await expectNoSeriousViolation(page, "/admin/newsletters (form errors)");

  await page.getByLabel("Modèle").selectOption("promotion");
  await page.getByLabel("Tag de la campagne").fill(`pros-${stamp}`);
  await page.getByLabel("Audience").selectOption("pros");
  await page.getByLabel("Objet de l’e-mail").fill(subject);
  await page.getByRole("button", { name: "Aperçu" }).click();
  await expect(page.getByTestId("newsletter-preview-count")).toContainText("recevr");
  await expect(page.frameLocator("iframe[title='Aperçu de l’e-mail']").getByText(subject)).toBeVisible();
  await expectNoSeriousViolation(page, "/admin/newsletters (preview)");

  await page.getByRole("button", { name: "Envoyer la campagne…" }).click();
  await page.getByRole("button", { name: /^Confirmer l’envoi à \d+ abonnés?$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "est enregistrée" })).toBeVisible();
  await expect(page.getByTestId("newsletter-progress-status")).toHaveText("Terminée", { timeout: 60_000 });
  await expect(page.getByTestId(`newsletter-row-pros-${stamp}`)).toContainText("Professionnels");
  await expectNoSeriousViolation(page, "/admin/newsletters (sent)");

  // The pro's e-mail in MailDev: its own page link in the text; the List-Unsubscribe header names the one-click
  // address of the same token (RFC 8058), which the mail client's own button posts to.
  let link = "";
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as MaildevMessage[];
        const mail = mails.find((m) => m.subject === subject && m.to.some((to) => to.address.toLowerCase() === email));
        link = mail?.text?.match(/https?:\/\/[^\s"<>]+\/unsubscribe\/[A-Za-z0-9_-]{43}/)?.[0] ?? "";
        const oneClick = link.replace("/unsubscribe/", "/api/newsletter/unsubscribe/");
        return (
          Boolean(link) &&
          mail?.headers?.["list-unsubscribe"] === `<${oneClick}>` &&
          mail?.headers?.["list-unsubscribe-post"] === "List-Unsubscribe=One-Click"
        );
      },
      { message: `the newsletter reaches MailDev (${MAILDEV_URL}) with its unsubscribe link and header`, timeout: 30_000 },
    )
    .toBe(true);

  await pro.goto(new URL(link).pathname);
  await pro.getByRole("button", { name: "Me désinscrire" }).click();
  await expect(pro.getByRole("status").filter({ hasText: "ne recevra plus" })).toContainText("C'est fait");
  await proContext.close();
});
