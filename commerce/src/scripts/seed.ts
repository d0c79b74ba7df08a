import type { ExecArgs } from "@medusajs/framework/types"
import { generatedCount } from "./seed/generated"
import { runSeed } from "./seed/run"

/**
 * `medusa exec ./src/scripts/seed.ts`: the shop's data (store, region, VAT, warehouse, shipping,
 * categories, catalogue with images and stock, pro group, staff users). Safe to run on every start.
 */
export default async function seed({ container }: ExecArgs): Promise<void> {
  const email = process.env.MEDUSA_ADMIN_EMAIL
  const password = process.env.MEDUSA_ADMIN_PASSWORD
  const deskEmail = process.env.MEDUSA_DESK_EMAIL
  const deskPassword = process.env.MEDUSA_DESK_PASSWORD
  await runSeed(container, {
    admin: email && password ? { email, password } : undefined,
    desk: deskEmail && deskPassword ? { email: deskEmail, password: deskPassword } : undefined,
    generatedProducts: generatedCount(process.env.SEED_GENERATED_PRODUCTS),
    // Demo codes without end date or cap: `npm start` asks for them, the production seed job does not.
    demoVouchers: process.env.SEED_DEMO_VOUCHERS === "true",
  })
}
