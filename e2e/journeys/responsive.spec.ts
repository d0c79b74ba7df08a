import { expect, test, type Page } from "@playwright/test";
import { storeCookieChoice } from "./support/cookie-choice";

// Issue 4, spec 9: the layout at the spec's breakpoints (640, 768, 1024, 1280, 1536 px), a phone (375) and a wide
// screen (1920). On every customer screen: nothing wider than the window (no sideways scrolling), the menu button
// below the width where the full category menu shows (Chakra `lg`, 1024 px) and the full menu from there on, and at
// 1920 px the content held to the layout's maximum width of 1686 px, centred.
const WIDTHS = [375, 640, 768, 1024, 1280, 1536, 1920];
const FULL_MENU_FROM = 1024;
const MAX_PAGE_WIDTH = 1686;

/** Elements that stick out to the right of the window, for a readable failure. */
async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const scrollWidth = (document.scrollingElement as Element).scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth > innerWidth) {
      for (const element of Array.from(document.body.querySelectorAll("*"))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > innerWidth + 1 && culprits.length < 8) {
          const id = element.id ? `#${element.id}` : "";
          const testId = element.getAttribute("data-testid");
          culprits.push(`${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ""} right=${Math.round(box.right)}`);
        }
      }
    }
    return { scrollWidth, innerWidth, culprits };
  });
}

async function expectNoHorizontalOverflow(page: Page, screen: string) {
  const result = await overflow(page);
  expect(result.scrollWidth, `${screen}: page wider than the window (${result.culprits.join(", ")})`).toBeLessThanOrEqual(result.innerWidth);
}

async function expectMenuFor(page: Page, width: number, screen: string) {
  const button = page.getByTestId("mobile-menu-button");
  const fullMenu = page.getByTestId("category-menu");
  if (width < FULL_MENU_FROM) {
    await expect(button, `${screen}: menu button`).toBeVisible();
    await expect(fullMenu, `${screen}: full menu hidden`).toBeHidden();
  } else {
    await expect(fullMenu, `${screen}: full menu`).toBeVisible();
    await expect(button, `${screen}: no menu button`).toBeHidden();
  }
}

/** At 1920 px: the main content, the header row and the footer links within 1686 px, centred in the window. */
async function expectHeldToPageWidth(page: Page, screen: string) {
  const boxes = await page.evaluate(() =>
    ["main", '[data-testid="site-header"] > div', '[data-testid="checkout-header"] > div', '[data-testid="site-footer"] > nav']
      .map((selector) => document.querySelector(selector))
      .filter((element): element is Element => element !== null)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { width: box.width, left: box.left, right: window.innerWidth - box.right };
      }),
  );
  expect(boxes.length, `${screen}: layout containers found`).toBeGreaterThanOrEqual(3);
  for (const box of boxes) {
    expect(box.width, `${screen}: container width`).toBeLessThanOrEqual(MAX_PAGE_WIDTH);
    expect(Math.abs(box.left - box.right), `${screen}: container centred`).toBeLessThanOrEqual(1);
  }
}

async function checkScreen(page: Page, width: number, screen: string, { menu = true } = {}) {
  await expectNoHorizontalOverflow(page, screen);
  if (menu) await expectMenuFor(page, width, screen);
  if (width >= 1920) await expectHeldToPageWidth(page, screen);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });

    test("home, catalogue, category, product, cart drawer, checkout, login and /pro fit the window", async ({ page, baseURL }) => {
      await storeCookieChoice(page, baseURL as string);

      await page.goto("/");
      await expect(page.getByTestId("cart-button")).toBeVisible();
      await checkScreen(page, width, "home");

      await page.goto("/products/");
      await expect(page.getByTestId("product-card").first()).toBeVisible();
      await checkScreen(page, width, "/products/");

      const categoryPath = (await page.locator('a[href^="/categories/"]').first().getAttribute("href")) as string;
      await page.goto(categoryPath);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await checkScreen(page, width, categoryPath);

      await page.goto("/products/");
      await page.getByTestId("product-card").filter({ has: page.locator('[data-stock="in_stock"]') }).first().getByRole("link").first().click();
      await expect(page.getByTestId("product-title")).toBeVisible();
      await checkScreen(page, width, "product page");

      await page.getByRole("button", { name: "Ajouter au panier" }).click();
      const drawer = page.getByRole("dialog", { name: "Mon panier" });
      await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
      await expectNoHorizontalOverflow(page, "cart drawer");
      // the drawer slides in from the right: its resting place is what must fit
      await expect
        .poll(async () => {
          const box = (await drawer.boundingBox())!;
          return box.x + box.width;
        }, { message: "cart drawer inside the window" })
        .toBeLessThanOrEqual(width + 0.5); // sub-pixel layout
      await expect(drawer.getByRole("button", { name: "Commander" })).toBeInViewport();

      await drawer.getByRole("button", { name: "Commander" }).click();
      await expect(page.getByTestId("checkout-step-1")).toHaveAttribute("data-state", "open");
      await checkScreen(page, width, "checkout", { menu: false });

      await page.goto("/login/");
      await expect(page.getByRole("form", { name: "Nouveau client ? Créez votre compte" })).toBeVisible();
      await checkScreen(page, width, "/login/");

      await page.goto("/pro/");
      await expect(page.getByRole("heading", { level: 1, name: "L'offre professionnelle Maison Chaleur" })).toBeVisible();
      await checkScreen(page, width, "/pro/");
    });
  });
}
