import { expect, test, type Page, type Request } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";
import { expectNoSeriousViolation } from "./support/axe";

// Spec 2.1 /blog, 5 "Article search: sent only from 3 characters", 9 "Debounce 500 ms". The search reads the CMS's
// GraphQL at run time through the storefront origin (/graphql). The page clock is driven by hand around the
// typing, so "nothing before 500 ms" and "nothing under 3 characters" are checked without waiting on real time.

const DEBOUNCE_MS = 500;

type SentSearch = { text: string | null; categories: string[] };

/** What a /graphql request asked for, read from the Strapi filters the storefront sends. */
function sentSearch(request: Request): SentSearch {
  const and: Record<string, any>[] = request.postDataJSON()?.variables?.filters?.and ?? [];
  const text = and.find((part) => part.or)?.or?.[0]?.title?.containsi ?? null;
  const categories = and.find((part) => part.category)?.category.slug.in ?? [];
  return { text, categories };
}

function recordSearches(page: Page): SentSearch[] {
  const sent: SentSearch[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql") sent.push(sentSearch(request));
  });
  return sent;
}

/** Stops the page's clock a little ahead of its own time (pauseAt cannot go back). */
async function pauseClock(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1_000);
}

const graphqlAnswer = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === "/graphql");

// The cookie alert (spec 4.5) would slide in over the page: the visitor answered it on an earlier visit.
test.beforeEach(async ({ page, baseURL }) => {
  await storeCookieChoice(page, baseURL as string);
});

test("a visitor searches the blog, filters by category, clears, then opens an article", async ({ page }) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const sent = recordSearches(page);

  await page.clock.install();
  await page.goto("/blog/");
  const field = page.getByRole("searchbox", { name: "Rechercher un article" });
  await expect(page.locator("form[data-ready]")).toBeAttached(); // hydrated
  const staticCards = await page.getByTestId("article-card").count();
  expect(staticCards).toBeGreaterThanOrEqual(6);
  const status = page.getByTestId("blog-search-status");
  await expect(status).toHaveAttribute("role", "status");

  // Two characters, then well past the debounce: nothing is searched.
  await pauseClock(page);
  await field.pressSequentially("fi");
  await expect(page.getByText("Saisissez au moins 3 caractères pour lancer la recherche.")).toBeVisible();
  await page.clock.runFor(DEBOUNCE_MS * 2);
  await page.clock.resume();
  await expect(page.getByTestId("article-card")).toHaveCount(staticCards);

  // A category chip filters on its own; the two typed letters are still not part of the search.
  const guides = page.getByRole("group", { name: "Filtrer par catégorie" }).getByRole("button", { name: "Guides produits" });
  let answered = graphqlAnswer(page);
  await guides.click();
  await answered;
  await expect(guides).toHaveAttribute("aria-pressed", "true");
  const results = page.getByTestId("blog-search-results").getByTestId("article-card");
  await expect(status).toHaveText(/^\d+ articles? trouvés?$/);
  const guideCount = await results.count();
  expect(guideCount).toBeGreaterThan(0);
  expect(guideCount).toBeLessThan(staticCards);
  await expect(status).toHaveText(guideCount === 1 ? "1 article trouvé" : `${guideCount} articles trouvés`);
  for (const card of await results.all()) await expect(card).toContainText("Guides produits");
  expect(sent).toEqual([{ text: null, categories: ["guides-produits"] }]);
  await expect(page).toHaveURL(/\/blog\/\?category=guides-produits$/);

  // Unpicking it brings the static list back, with nothing sent.
  await guides.click();
  await expect(page.getByTestId("blog-search-results")).toHaveCount(0);
  await expect(page.getByTestId("article-card")).toHaveCount(staticCards);
  await expect(page).toHaveURL(/\/blog\/$/);

  // Typing a word: one request, for the whole word, once the 500 ms have passed.
  await field.fill("");
  await pauseClock(page);
  await field.pressSequentially("pilote");
  expect(sent).toHaveLength(1);
  answered = graphqlAnswer(page);
  await page.clock.runFor(DEBOUNCE_MS);
  await page.clock.resume();
  await answered;
  await expect(status).toHaveText(/^\d+ articles? trouvés?$/);
  await expect(results.filter({ hasText: "Fil pilote et programmation" })).toHaveCount(1);
  expect(sent.slice(1)).toEqual([{ text: "pilote", categories: [] }]);
  await expect(page).toHaveURL(/\/blog\/\?q=pilote$/);

  // A word no article contains: the French empty state.
  answered = graphqlAnswer(page);
  await field.fill("zzqxw");
  await answered;
  await expect(page.getByText("Aucun article ne correspond à votre recherche.", { exact: false })).toBeVisible();
  await expect(status).toHaveText("Aucun article trouvé");

  // Clearing returns to the static list and a bare /blog/ URL.
  await page.getByRole("button", { name: "Effacer la recherche" }).click();
  await expect(field).toHaveValue("");
  await expect(page.getByTestId("blog-search-results")).toHaveCount(0);
  await expect(page.getByTestId("article-card")).toHaveCount(staticCards);
  await expect(page).toHaveURL(/\/blog\/$/);

  // The filters live in the URL: opening it again shows the same search, then an answer opens its article.
  await page.goto("/blog/?q=pilote");
  await expect(field).toHaveValue("pilote");
  const article = results.filter({ hasText: "Fil pilote et programmation" });
  await article.getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/fil-pilote-et-programmation-chauffer-juste\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /Fil pilote et programmation/ })).toBeVisible();

  expect(pageErrors, "no JavaScript error on the way").toEqual([]);
});

test("the blog with a search and a picked category has no serious accessibility violation", async ({ page }) => {
  await page.goto("/blog/?q=radiateur&category=guides-produits,conseils-chauffage");
  await expect(page.getByRole("searchbox", { name: "Rechercher un article" })).toHaveValue("radiateur");
  await expect(page.getByRole("button", { name: "Guides produits" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("blog-search-status")).toHaveText(/trouvé/);
  await expectNoSeriousViolation(page, "/blog with a search");
});
