import { expect, test } from "@playwright/test";
import { expectNoSeriousViolation } from "./support/axe";
import { signInAsStaff } from "./support/staff";

/** A PNG's signature and a little body: what the server's type check reads. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

// Issue 14, the developers' desk: a todo created, commented with a file and marked done; a version commented; the
// shop's history and the product references opened. The owner holds `dev` and every grant (history and references
// are groups section 6 does not name); the order desk is refused. Each screen passes axe.
test("staff run the developers' desk: todo with a file, version comment, history and references", async ({ page }) => {
  await signInAsStaff(page, "desk");
  await page.goto("/admin/todos/");
  await expect(page.getByRole("heading", { name: "Accès refusé!" })).toBeVisible({ timeout: 30_000 });
  await page.context().clearCookies();

  await signInAsStaff(page, "owner");
  await page.goto("/admin/todos/");
  await expect(page.getByRole("heading", { level: 1, name: "Tâches" })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolation(page, "/admin/todos");

  const title = `Vérifier le flux ManoMano ${Date.now().toString(36)}`;
  const form = page.getByRole("form", { name: "Nouvelle tâche" });
  await form.getByLabel("Titre").fill(title);
  await form.getByLabel("Description").fill("Les prix du flux doivent suivre la liste pro.");
  await form.getByLabel("Échéance (facultative)").fill("2026-12-15");
  await form.getByRole("button", { name: "Créer la tâche" }).click();
  await expect(page.locator("#admin-contenu").getByRole("status").first()).toContainText(`Tâche « ${title} » créée.`);
  const row = page.getByTestId("todo-row").filter({ hasText: title });
  await expect(row).toContainText("À faire");
  await expect(row).toContainText("15/12/2026");

  // The dashboard counts it among the team's open tasks and leads back to the list.
  await page.goto("/admin/");
  const tile = page.getByTestId("admin-tile-todos-open");
  await expect(tile.getByTestId("admin-tile-value")).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 });
  await tile.getByRole("link", { name: "Voir les tâches" }).click();
  await expect(row.getByRole("link", { name: title })).toBeVisible({ timeout: 30_000 });

  await row.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Aucun commentaire pour le moment.")).toBeVisible();
  // The pointer stays where the row's link was clicked, over a button of this screen: axe reads the resting colours.
  await page.mouse.move(0, 0);
  await expectNoSeriousViolation(page, "/admin/todos/{id}");

  await page.getByLabel("Commentaire", { exact: true }).fill("Capture du flux joint.");
  await page.getByLabel(/^Fichier joint/).setInputFiles({ name: "flux-mano.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Ajouter le commentaire" }).click();
  const comment = page.getByTestId("todo-comment");
  await expect(comment).toHaveCount(1);
  await expect(comment).toContainText("Capture du flux joint.");
  const download = comment.getByRole("link", { name: "Télécharger flux-mano.png" });
  await expect(download).toBeVisible();
  const file = await page.request.get(String(await download.getAttribute("href")));
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");

  await page.getByTestId("todo-toggle").click();
  await expect(page.getByTestId("todo-toggle")).toHaveText("Rouvrir la tâche");
  await expect(page.getByTestId("todo-status").getByRole("status")).toHaveText("Tâche enregistrée.");
  await expectNoSeriousViolation(page, "/admin/todos/{id} (done, commented)");
  await page.getByRole("link", { name: "Retour aux tâches" }).click();
  await expect(page.getByTestId("todo-row").filter({ hasText: title })).toContainText("Faite");

  await page.goto("/admin/versions/");
  await expect(page.getByRole("heading", { level: 1, name: "Versions" })).toBeVisible({ timeout: 30_000 });
  const version = page.getByTestId("version-row").first();
  await expect(version).toBeVisible();
  await expectNoSeriousViolation(page, "/admin/versions");
  await version.getByRole("textbox").fill("Version du parcours des développeurs");
  await version.getByRole("button", { name: /^Enregistrer le commentaire/ }).click();
  await expect(version.getByRole("status")).toHaveText("Commentaire enregistré.");
  await page.reload();
  await expect(page.getByTestId("version-row").first().getByRole("textbox")).toHaveValue("Version du parcours des développeurs");

  await page.goto("/admin/history/");
  await expect(page.getByRole("heading", { level: 1, name: "Historique" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("history-table").or(page.getByText("Aucun événement."))).toBeVisible();
  await expectNoSeriousViolation(page, "/admin/history");

  await page.goto("/admin/references/");
  await expect(page.getByRole("heading", { level: 1, name: "Références" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("reference-row").first()).toBeVisible();
  const ean = (await page.getByTestId("reference-row").first().locator("td").nth(1).textContent())!.trim();
  await page.getByRole("searchbox", { name: "Rechercher (titre, EAN, SKU)" }).fill(ean);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByTestId("reference-row")).toHaveCount(1);
  await expect(page.getByTestId("reference-row")).toContainText(`ManoMano : ${ean}`);
  await expectNoSeriousViolation(page, "/admin/references");
});
