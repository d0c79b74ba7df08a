import type { ExecArgs } from "@medusajs/framework/types"
import { MedusaModule } from "@medusajs/framework/modules-sdk"
import { seed } from "./helpers"

/**
 * `medusa exec` script of the global setup: seeds the run's second template database once (the catalogue with its
 * images and stock, staff user, vouchers: `seed()` of helpers.ts), so that files declaring `seeded: true` clone a
 * seeded shop instead of seeding their own copy (~7 s each).
 */
export default async function seedTemplate({ container }: ExecArgs): Promise<void> {
  await seed(container)
  // The search index refreshes a moment after the product events: that work must be in the template too.
  const loaded = (MedusaModule.getModuleInstance("productSearch") ?? {}) as Record<string, { jobs?: { settle(): Promise<void> } }>
  for (const service of Object.values(loaded)) await service?.jobs?.settle()
}
