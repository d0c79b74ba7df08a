import { signUpOnLoginPage, uniqueEmail } from "./support/sign-up";
import { expect, test, type Page } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";

// Newsletter (spec 2.1 /unsubscribe/{id?}, 7 PUT /api/newsletter/unsubscribe/{id}) on the started shop: sign up with
// the box ticked, open the welcome e-mail's link that MailDev caught, see that the page asks instead of acting, click,
// come back to it; then a bad link and the page without a link. Each run makes its own account (unique e-mail).
const MAILDEV_URL = process.env.MAILDEV_URL ?? `http://localhost:${process.env.MAILDEV_WEB_PORT ?? "1080"}`;
const PASSWORD = "Radiat3ur!";

type MaildevMessage = { to: { address: string }[]; text?: string; headers?: Record<string, string> };


/** The path of the welcome e-mail's unsubscribe link (/unsubscribe/{token}); the host is the shop's public URL. */
async function unsubscribePathFor(email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAILDEV_URL}/email`)).json()) as MaildevMessage[];
        const welcome = mails.find((m) => m.to.some((to) => to.address.toLowerCase() === email) && m.headers?.["x-shop-template"] === "welcome");
        const link = welcome?.text?.match(/https?:\/\/[^\s"<>]+\/unsubscribe\/[A-Za-z0-9_-]{43}/)?.[0];
        path = link ? new URL(link).pathname : undefined;
        return Boolean(path);
      },
      { message: `the welcome e-mail with its unsubscribe link reaches MailDev (${MAILDEV_URL})`, timeout: 20_000 },
    )
    .toBe(true);
  return path as string;
}

test.beforeEach(async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
});

test("sign-up with the newsletter → e-mailed link → the page asks → click → unsubscribed; again → still fine", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const unsubscribeCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/newsletter/unsubscribe/")) unsubscribeCalls.push(request.method());
  });
  const email = uniqueEmail("newsletter");

  await page.goto("/login/");
  await signUpOnLoginPage(page, { email, password: PASSWORD, newsletter: true });
  await expect(page.getByRole("checkbox", { name: "Recevoir la newsletter" })).toBeChecked();

  const path = await unsubscribePathFor(email);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Se désinscrire de la newsletter" })).toBeVisible();
  const confirm = page.getByRole("button", { name: "Me désinscrire" });
  await expect(confirm).toBeVisible();
  // Opening the link (as a mail scanner does) sends nothing.
  await page.waitForLoadState("networkidle");
  expect(unsubscribeCalls).toEqual([]);

  await confirm.click();
  // "C'est fait" (not "déjà désinscrite"): the load had not unsubscribed.
  const maskedEmail = `${email[0]}***@exemple.fr`;
  await expect(page.getByRole("status").filter({ hasText: "ne recevra plus" })).toHaveText(
    `C'est fait : l'adresse ${maskedEmail} ne recevra plus notre newsletter.`,
  );
  expect(unsubscribeCalls).toEqual(["PUT"]);

  // The same link again, after a reload: asked again, and the same success.
  await page.reload();
  await page.getByRole("button", { name: "Me désinscrire" }).click();
  await expect(page.getByRole("status").filter({ hasText: "désinscrite" })).toHaveText(
    `L'adresse ${maskedEmail} est déjà désinscrite de notre newsletter.`,
  );

  // The account shows the box unticked.
  await page.goto("/me/");
  await expect(page.getByRole("checkbox", { name: "Recevoir la newsletter" })).not.toBeChecked();

  expect(pageErrors, "no JavaScript error on the way").toEqual([]);
});

test("a link nobody has shows the link's error; /unsubscribe/ alone explains how to unsubscribe", async ({ page }) => {
  await page.goto(`/unsubscribe/${"A".repeat(43)}/`);
  await page.getByRole("button", { name: "Me désinscrire" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "désinscription" })).toHaveText(
    "Ce lien de désinscription n'est pas valide ou a expiré.",
  );
  await expect(page.getByText(/Chaque e-mail de notre newsletter contient un lien de désinscription/)).toBeVisible();

  await page.goto("/unsubscribe/");
  await expect(page.getByRole("heading", { level: 1, name: "Se désinscrire de la newsletter" })).toBeVisible();
  await expect(page.getByText(/Chaque e-mail de notre newsletter contient un lien de désinscription/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Me désinscrire" })).toHaveCount(0);
});
