import { expect, test, type Locator } from "@playwright/test";
import path from "node:path";
import { expectNoSeriousViolation } from "./support/axe";
import { storeCookieChoice } from "./support/cookie-choice";
import { signInAsStaff } from "./support/staff";

// Issue 14, editorial: a blog article created on /admin/blog (an invisible draft with an empty title), filled in the
// rich text editor, given a picture and a picture in its text (uploaded through POST /api/images/), published, then
// on /blog and in the RSS feed after the incremental rebuild (ADR 006, 013, 017); the legal notice edited on
// /admin/legal shows on /about/legal. Every screen passes axe.
test.describe.configure({ mode: "serial" });

/** Publishing asks the storefront builder for an incremental build (about 2 min on the shared machine). */
const REBUILD = { timeout: 10 * 60_000, intervals: [5_000] };

/** Small pictures made for the journeys (e2e/fixtures): 320×180 and 240×160 PNG. */
const fixture = (name: string) => path.join(__dirname, "..", "fixtures", name);

/** Chooses the file, describes it and sends it with one of the screens' picture uploaders. */
async function uploadPicture(uploader: Locator, file: string, alt: string, send: string): Promise<void> {
  await uploader.getByLabel(/Fichier de l'image/).setInputFiles(fixture(file));
  await uploader.getByLabel(/Texte alternatif/).fill(alt);
  await uploader.getByRole("button", { name: send }).click();
}

/** The picture has arrived in the browser (a broken address would leave it 0 pixels wide). */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test("an editor writes a blog article as a draft, publishes it, and it reaches /blog and the RSS feed", async ({ page, baseURL }) => {
  test.setTimeout(15 * 60_000);
  await storeCookieChoice(page, baseURL as string);
  const stamp = Date.now().toString(36);
  const title = `Radiateur connecté : le guide ${stamp}`;
  const slug = `radiateur-connecte-guide-${stamp}`;
  const pictureAlt = `Un salon chauffé par un radiateur connecté (${stamp})`;
  const contentAlt = `Le thermostat du radiateur, vu de près (${stamp})`;

  // The order desk (orders + messages) is refused the screen.
  await signInAsStaff(page, "desk");
  await page.goto("/admin/blog/");
  await expect(page.getByRole("heading", { name: "Accès refusé!" })).toBeVisible({ timeout: 30_000 });
  await page.context().clearCookies();

  await signInAsStaff(page, "owner");
  await page.goto("/admin/blog/");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("articles-table")).toBeVisible();
  await expectNoSeriousViolation(page, "/admin/blog");

  await page.getByRole("button", { name: "Nouvel article" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Modifier l’article" })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/blog\/[a-z0-9]{20,32}\/?$/);
  await expect(page.getByTestId("article-status")).toContainText("Brouillon");
  await expect(page.getByLabel("Titre", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Visible sur le blog")).not.toBeChecked();
  await expectNoSeriousViolation(page, "/admin/blog/{id}");

  await page.getByLabel("Titre", { exact: true }).fill(title);
  await page.getByLabel("Adresse (après /blog/)").fill(slug);
  await page.getByLabel("Auteur").fill("La rédaction");
  await page.getByLabel("Résumé").fill("Piloter ses radiateurs depuis son téléphone.");
  await page.getByLabel("Catégorie").selectOption("guides-produits");
  const editor = page.getByRole("textbox", { name: "Contenu" });
  await editor.click();
  await expect(editor).toBeFocused();
  // Each tool shows it is on (aria-pressed) before the text it shapes is typed.
  const sectionTitle = page.getByRole("button", { name: "Titre de section" });
  await sectionTitle.click();
  await expect(sectionTitle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Pourquoi un radiateur connecté");
  await expect(editor.getByRole("heading", { name: "Pourquoi un radiateur connecté" })).toBeVisible();
  await page.keyboard.press("Enter");
  await sectionTitle.click();
  await expect(sectionTitle).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type("Un thermostat programmable pièce par pièce ");
  const bold = page.getByRole("button", { name: "Gras" });
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("fait baisser la facture.");

  // A picture in the text: the Image tool uploads it (with its alternative text) and puts it after the paragraph.
  const imageTool = page.getByRole("button", { name: "Image", exact: true });
  await imageTool.click();
  await expect(imageTool).toHaveAttribute("aria-pressed", "true");
  await uploadPicture(page.getByRole("group", { name: "Image du contenu" }), "contenu-radiateur.png", contentAlt, "Insérer l'image");
  await expectLoaded(editor.getByRole("img", { name: contentAlt }));

  // The article's own picture: uploaded, shown, then kept by the save.
  const articleImage = page.getByTestId("article-image");
  await expect(articleImage).toContainText("Aucune image.");
  await uploadPicture(page.getByRole("group", { name: "Nouvelle image de l'article" }), "article-salon.png", pictureAlt, "Envoyer l'image");
  await expectLoaded(articleImage.getByRole("img", { name: pictureAlt }));
  await expectNoSeriousViolation(page, "/admin/blog/{id} with its pictures");
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(page.locator("#admin-contenu").getByRole("status")).toContainText("Brouillon enregistré.");

  // Saved but not published: not public.
  expect((await page.request.get(`/api/article/${slug}`)).status()).toBe(404);

  // A shopper already reading the shop when the article is published (ADR 006: a publish swaps the whole build).
  const earlierContext = await page.context().browser()!.newContext({ locale: "fr-FR" });
  const earlier = await earlierContext.newPage();
  await storeCookieChoice(earlier, baseURL as string);
  await earlier.goto("/");
  await earlier.evaluate(() => Object.assign(window, { openedBeforePublish: true }));

  await page.getByLabel("Visible sur le blog").check();
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.locator("#admin-contenu").getByRole("status")).toContainText("Publié");
  await expect(page.getByTestId("article-status")).toContainText("Publié");
  const api = await page.request.get(`/api/article/${slug}`);
  expect(api.status()).toBe(200);
  const article = (await api.json()) as { title: string; content: { type: string; image?: { url: string; alternativeText: string } }[]; image: { url: string; alt: string } | null };
  expect(article.title).toBe(title);
  expect(JSON.stringify(article.content)).toContain('"bold":true');
  expect(article.image).toMatchObject({ url: expect.stringMatching(/^\/uploads\/.+\.png$/), alt: pictureAlt });
  expect(article.content.find((block) => block.type === "image")?.image).toMatchObject({ url: expect.stringMatching(/^\/uploads\//), alternativeText: contentAlt });

  // The RSS feed reads the CMS: immediate. The static /blog and the article page follow the incremental rebuild.
  const rss = await (await page.request.get("/api/flux/rss")).text();
  expect(rss).toContain(`<title>${title}</title>`);
  const reader = await page.context().browser()!.newContext({ locale: "fr-FR" });
  const visitor = await reader.newPage();
  await storeCookieChoice(visitor, baseURL as string);
  await expect(async () => {
    await visitor.goto("/blog/");
    await expect(visitor.getByRole("link", { name: title }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass(REBUILD);
  await expectLoaded(visitor.getByTestId("article-card").filter({ hasText: title }).getByRole("img", { name: pictureAlt }));
  await visitor.getByRole("link", { name: title }).first().click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Pourquoi un radiateur connecté" })).toBeVisible();
  await expect(visitor.locator("strong", { hasText: "fait baisser la facture." })).toBeVisible();
  // Both pictures, each with its alternative text: the article's (made by the build) and the one in its text.
  await expectLoaded(visitor.getByTestId("article-page").getByRole("img", { name: pictureAlt }));
  const inText = visitor.getByTestId("rich-text").getByRole("img", { name: contentAlt });
  await expect(inText).toHaveAttribute("loading", "lazy");
  await expect(inText).toHaveAttribute("width", "240");
  await expect(inText).toHaveAttribute("height", "160");
  await expectLoaded(inText);
  await expectNoSeriousViolation(visitor, "/blog/{article} with its pictures");
  await reader.close();

  // The publish changed content, not code: the earlier shopper's next page opens in place, with no full reload
  // (Gatsby reloads a page whose next navigation meets another compilation hash, storefront interface README).
  await earlier.getByTestId("site-footer").getByRole("link", { name: "Plan du site" }).click();
  await expect(earlier).toHaveURL(/\/sitemap\/$/);
  await expect(earlier.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await earlier.evaluate(() => (window as { openedBeforePublish?: boolean }).openedBeforePublish)).toBe(true);
  await earlierContext.close();
});

test("the legal notice edited on /admin/legal shows on /about/legal", async ({ page, baseURL }) => {
  test.setTimeout(15 * 60_000);
  await storeCookieChoice(page, baseURL as string);
  const clause = `Hébergeur du site : Exemple Hébergement SAS (${Date.now().toString(36)}).`;
  await signInAsStaff(page, "owner");
  await page.goto("/admin/legal/");
  await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Titre", { exact: true })).not.toHaveValue("", { timeout: 30_000 });
  await expectNoSeriousViolation(page, "/admin/legal");

  const editor = page.getByRole("textbox", { name: "Contenu" });
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(clause);
  await page.getByRole("button", { name: "Publier" }).click();
  await expect(page.locator("#admin-contenu").getByRole("status")).toContainText("Page publiée");

  for (const path of ["/admin/cgv/", "/admin/cookie/", "/admin/privacy/"]) {
    await page.goto(path);
    await expect(page.getByLabel("Titre", { exact: true })).not.toHaveValue("", { timeout: 30_000 });
    await expectNoSeriousViolation(page, path);
  }

  await expect(async () => {
    await page.goto("/about/legal/");
    await expect(page.getByText(clause)).toBeVisible({ timeout: 1_000 });
  }).toPass(REBUILD);
});
