import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/**
 * Staff logins for back-office journeys. `npm start` generates them on its first run and keeps them in the shop's
 * state folder (secrets.json); the seed gives them their grants:
 * - `owner`: MEDUSA_ADMIN_EMAIL, every grant of spec section 6;
 * - `desk`: MEDUSA_DESK_EMAIL, the order desk, only `orders` and `messages` (for the 403 / 'Accès refusé!' checks).
 */
export type StaffRole = "owner" | "desk";

/** The state folder `npm start` was given: SHOP_STATE_DIR, else the journeys' E2E_STATE_DIR, else the defaults. */
export const shopStateDir = path.resolve(
  __dirname,
  "..",
  "..",
  "..",
  process.env.SHOP_STATE_DIR ?? process.env.E2E_STATE_DIR ?? (process.env.SHOP_URL ? ".data" : ".data/e2e"),
);

type Secrets = { medusa: { adminEmail: string; adminPassword: string; deskEmail?: string; deskPassword?: string } };

export function staffLogin(role: StaffRole): { email: string; password: string } {
  const { medusa } = JSON.parse(readFileSync(path.join(shopStateDir, "secrets.json"), "utf8")) as Secrets;
  if (role === "owner") return { email: medusa.adminEmail, password: medusa.adminPassword };
  if (!medusa.deskEmail || !medusa.deskPassword) throw new Error("secrets.json has no order-desk login: restart the shop (npm start adds it)");
  return { email: medusa.deskEmail, password: medusa.deskPassword };
}

/** Where a role's session cookies are kept between tests of one run (the login is rate limited and hashes slowly). */
const storedSession = (role: StaffRole) => path.join(shopStateDir, "journeys", `staff-${role}.json`);

/** Whether the page's cookies carry a live session of `email` (GET /api/auth answers the session). */
async function loggedInAs(page: Page, email: string): Promise<boolean> {
  const answer = await page.request.get("/api/auth");
  if (!answer.ok()) return false;
  const session = (await answer.json()) as { email?: string; isAnonymous?: boolean };
  return session.isAnonymous === false && session.email === email;
}

/**
 * Logs the page's browser context in as a staff member through the API (`PUT /api/auth`, what the /admin login form
 * sends), reusing the session stored by an earlier test when the server still knows it. The form itself is walked
 * through in admin-gate.spec.ts. Returns the login used.
 */
export async function signInAsStaff(page: Page, role: StaffRole): Promise<{ email: string; password: string }> {
  const login = staffLogin(role);
  const file = storedSession(role);
  if (existsSync(file)) {
    const { cookies } = JSON.parse(readFileSync(file, "utf8")) as { cookies: Parameters<ReturnType<Page["context"]>["addCookies"]>[0] };
    await page.context().addCookies(cookies);
    if (await loggedInAs(page, login.email)) return login;
    await page.context().clearCookies();
  }
  const answer = await page.request.put("/api/auth", { data: login });
  expect(answer.status(), await answer.text()).toBe(200);
  expect(await loggedInAs(page, login.email)).toBe(true);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside then renamed: the other lane's journey may be reading the file at this moment.
  const written = `${file}.${process.pid}`;
  writeFileSync(written, JSON.stringify(await page.context().storageState()), { mode: 0o600 });
  renameSync(written, file);
  return login;
}
