import { Modules } from "@medusajs/framework/utils"
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { STOREFRONT_REGION } from "@shop/shared"
import { recordChange, type SeedContext } from "./context"

/** Always offered in the region (Medusa's own provider stays; bank transfer carries every new order, ADR 002). */
const ALWAYS = ["pp_system_default", "pp_bank-transfer_default"]
/** Offered only when this process has it registered (STRIPE_API_KEY set). */
const WHEN_REGISTERED = ["pp_stripe_stripe"]

/**
 * The region's payment providers: the ones the app registered among ALWAYS and WHEN_REGISTERED, added to what the
 * region already has (a provider enabled by staff stays). Idempotent: nothing written when all are there.
 */
export async function ensureRegionPaymentProviders(ctx: SeedContext, regionId: string): Promise<void> {
  const payments = ctx.container.resolve(Modules.PAYMENT)
  const registered = new Set((await payments.listPaymentProviders({})).map((provider) => provider.id))
  const { data } = await ctx.query.graph({
    entity: "region",
    fields: ["id", "payment_providers.id"],
    filters: { id: regionId },
  })
  const current = new Set(
    ((data[0] as { payment_providers?: ({ id: string } | null)[] } | undefined)?.payment_providers ?? []).flatMap((p) =>
      p ? [p.id] : []
    )
  )
  const wanted = [...ALWAYS, ...WHEN_REGISTERED].filter((id) => registered.has(id))
  const missing = wanted.filter((id) => !current.has(id))
  if (!missing.length) return
  await updateRegionsWorkflow(ctx.container).run({
    input: { selector: { id: regionId }, update: { payment_providers: [...current, ...missing] } },
  })
  recordChange(ctx, `region "${STOREFRONT_REGION}": payment providers ${missing.join(", ")} enabled`)
}
