import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// Issue 4: no accessibility violation of impact serious or critical (axe-core, WCAG 2.0 and 2.1 A and AA rules).
// WCAG 2.1 A is included for 'label in name' (2.5.3: a button's accessible name contains its visible text).
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Waits until finite animations are over: axe reads colours as painted, and a page fading in blends them with white.
 * An animation cancelled meanwhile (its element re-rendered or removed: `finished` rejects) is over too.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Serious and critical violations, one readable line per offending element (rule, impact, element, what to fix). */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(" ")} — ${node.failureSummary ?? ""}`),
    );
}

export async function expectNoSeriousViolation(page: Page, screen: string, include?: string): Promise<void> {
  expect(await seriousViolations(page, include), `axe on ${screen}`).toEqual([]);
}
